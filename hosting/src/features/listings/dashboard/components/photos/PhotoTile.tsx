import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Input, Tag } from 'antd';
import { memo, useCallback } from 'react';
import { TEXT_LIMITS } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import styles from './PhotoGrid.module.css';

export interface PhotoTileProps {
  /** The photo's key in the sortable grid. */
  id: string;
  url: string;
  alt: string;
  index: number;
  /** Prefix of the alt text inputs' ids. */
  idPrefix: string;
  altError?: string;
  onAltChange: (index: number, alt: string) => void;
  onMakeCover: (index: number) => void;
  onRemove: (index: number) => void;
  /** Receives each photo's drag handle by key, so focus can follow a photo that moved. */
  registerHandle: (id: string, node: HTMLButtonElement | null) => void;
}

/** The thumbnail's rendered width: a third of the dialog (about 180px), or under half a phone's width. */
const THUMB_SIZES = '(max-width: 480px) 40vw, 180px';

/**
 * One photo of the grid: its thumbnail is the drag handle (pointer, or Space then the arrow keys),
 * with the 'Cover' badge on the first and 'Make cover' on the others, its alt text and Remove.
 */
export const PhotoTile = memo(function PhotoTile({
  id,
  url,
  alt,
  index,
  idPrefix,
  altError,
  onAltChange,
  onMakeCover,
  onRemove,
  registerHandle,
}: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setActivatorNodeRef(node);
      registerHandle(id, node);
    },
    [id, registerHandle, setActivatorNodeRef],
  );
  const number = index + 1;
  const inputId = `${idPrefix}-alt-${index}`;
  const errorId = `${inputId}-error`;

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.tile} ${styles.dragging}` : styles.tile}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.media}>
        <button type="button" ref={handleRef} className={styles.handle} {...attributes} {...listeners} aria-label={`Move photo ${number}`}>
          <FallbackImage src={url} alt="" width={180} height={120} sizes={THUMB_SIZES} className={styles.thumb} draggable={false} />
          <HolderOutlined aria-hidden className={styles.grip} />
        </button>
        {index === 0 && <Tag className={styles.cover}>Cover</Tag>}
      </div>
      <div className={styles.tools}>
        {index > 0 && (
          <Button size="small" onClick={() => onMakeCover(index)} aria-label={`Make photo ${number} the cover`}>
            Make cover
          </Button>
        )}
        <Button
          size="small"
          danger
          className={styles.remove}
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => onRemove(index)}
          aria-label={`Remove photo ${number}`}
        />
      </div>
      <label htmlFor={inputId} className={styles.altLabel}>
        Alt text<span className="visually-hidden"> for photo {number}</span>
      </label>
      <Input
        id={inputId}
        size="small"
        value={alt}
        maxLength={TEXT_LIMITS.imageAlt}
        placeholder="e.g. Front of the house at dusk"
        status={altError ? 'error' : undefined}
        aria-invalid={altError ? true : undefined}
        aria-describedby={altError ? errorId : undefined}
        onChange={(event) => onAltChange(index, event.target.value)}
      />
      {altError && (
        <div id={errorId} className={styles.altError}>
          {altError}
        </div>
      )}
    </li>
  );
});
