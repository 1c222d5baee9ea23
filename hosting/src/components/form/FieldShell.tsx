import { Form } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

/** Label, control and error message, wired for screen readers (the message is the control's description). */
export function FieldShell({ id, label, error, children }: Props) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      layout="vertical"
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** aria props for a control whose FieldShell may show an error. */
export const describedBy = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
