import { Button, Input, type InputProps } from 'antd';
import { useId, useState } from 'react';
import { FieldShell } from '@/components/form/FieldShell';

interface Props {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The typed value, trimmed (never empty); true once done, which empties the field. */
  onSubmit: (value: string) => Promise<boolean>;
  /** The field's own settings: autoComplete, inputMode, maxLength, placeholder, autoFocus. */
  input?: Omit<InputProps, 'id' | 'value' | 'onChange'>;
  /** The sign-in card's full-width, large button. */
  large?: boolean;
}

/** The factors' one-field forms (a code, a passkey's name): the labelled field and its submit button, which waits for a value. */
export function SingleFieldForm({ label, submitLabel, busy, onSubmit, input, large = false }: Props) {
  const [value, setValue] = useState('');
  const id = useId();
  const typed = value.trim();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) void onSubmit(typed).then((done) => done && setValue(''));
      }}
    >
      <FieldShell id={id} label={label}>
        <Input {...input} id={id} value={value} onChange={(event) => setValue(event.target.value)} />
      </FieldShell>
      <Button type="primary" htmlType="submit" disabled={busy || !typed} {...(large ? { block: true, size: 'large' as const } : {})}>
        {submitLabel}
      </Button>
    </form>
  );
}
