import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';
import { PhotoTile, type PhotoTileProps } from './PhotoTile';
import type { PhotoList } from './photoList';
import styles from './PhotoGrid.module.css';

type TileHandlers = Pick<PhotoTileProps, 'onAltChange' | 'onMakeCover' | 'onRemove' | 'registerHandle'>;

interface Props extends TileHandlers {
  photos: PhotoList;
  /** One per photo (photoKeys). */
  keys: string[];
  idPrefix: string;
  altErrors?: readonly (string | undefined)[];
  onMove: (from: number, to: number) => void;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a photo, press Space or Enter on it, then use the arrow keys. ' +
    'Press Space or Enter again to drop it at its new position, or Escape to put it back. The first photo is the cover.',
};

/**
 * The listing's photos in a grid that sorts by drag and drop (dnd-kit): with the pointer, or with
 * the keyboard (Space, arrow keys, Space), each move announced to screen readers in plain words.
 */
export function SortablePhotoGrid({ photos, keys, idPrefix, altErrors, onMove, ...handlers }: Props) {
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the thumbnail stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A finger first rests on the photo, so a swipe over the grid still scrolls the dialog.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Escape cancels a drag; it must not also reach the dialog (antd closes it on a keydown at the window).
  const dragging = useRef(false);
  useEffect(() => {
    const keepDialogOpen = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dragging.current) event.stopPropagation();
    };
    document.addEventListener('keydown', keepDialogOpen);
    return () => document.removeEventListener('keydown', keepDialogOpen);
  }, []);
  const dragOver = () => {
    // After the keydown that ended the drag has gone by.
    setTimeout(() => (dragging.current = false));
  };

  const position = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${position(active.id)} is over position ${position(over.id)}.` : `Photo ${position(active.id)} is over no position.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `Photo ${position(active.id)} moved to position ${position(over.id)}.`
        : `Photo ${position(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. Photo ${position(active.id)} is back at its place.`,
  };

  const drop = ({ active, over }: DragEndEvent) => {
    dragOver();
    if (!over || over.id === active.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={() => (dragging.current = true)}
      onDragEnd={drop}
      onDragCancel={dragOver}
    >
      <SortableContext items={keys} strategy={rectSortingStrategy}>
        <ol className={styles.grid} aria-label="Uploaded images">
          {keys.map((key, index) => (
            <PhotoTile
              key={key}
              id={key}
              url={photos.images[index]!}
              alt={photos.alts[index] ?? ''}
              index={index}
              idPrefix={idPrefix}
              altError={altErrors?.[index]}
              {...handlers}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
