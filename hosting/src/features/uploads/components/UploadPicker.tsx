import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import type { ScreenedFiles } from '@/features/uploads/screenImages';
import styles from './UploadPicker.module.css';

interface Props {
  /** Id of the button, which the field's label names; the file input's test id is `${id}-files`. */
  id: string;
  label: ReactNode;
  multiple: boolean;
  disabled: boolean;
  /** What the chooser offers: images unless told (a neighbourhood's boundary takes GeoJSON). */
  accept?: string;
  onFiles: (files: File[]) => void;
  /** Receives the button, so a form can focus the field when it is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** aria attributes of the field's error message. */
  ariaProps?: Record<string, string | boolean | undefined>;
}

/** The button that opens the file chooser, for the keyboard and the mouse alike. */
export function UploadPicker({ id, label, multiple, disabled, accept = 'image/*', onFiles, buttonRef, ariaProps }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again (after a failure, say).
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden
        data-testid={`${id}-files`}
        onChange={choose}
      />
      <Button
        id={id}
        ref={buttonRef}
        icon={<UploadOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        {...ariaProps}
      >
        {label}
      </Button>
    </>
  );
}

/** docs/product/reference.md#validation: the files of the last choice that were skipped, each with its reason. */
export function SkippedFiles({ skipped }: { skipped: ScreenedFiles['rejected'] }) {
  if (skipped.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Some files were skipped"
      description={
        <ul className={styles.skipped}>
          {skipped.map(({ name, reason }, index) => (
            <li key={`${index}-${name}`}>{reason.includes(name) ? reason : `${name}: ${reason}`}</li>
          ))}
        </ul>
      }
    />
  );
}
