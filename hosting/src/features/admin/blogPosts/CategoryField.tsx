import { AutoComplete } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { BlogPostInput } from '@estate/domain';
import { describedBy, FieldShell } from '../../../components/form/FieldShell';

interface Props {
  control: Control<BlogPostInput>;
  formId: string;
  /** The categories posts already use, offered as the author types; a new one is free text. */
  categories: string[];
}

const matches = (input: string, option?: { value: string }) => option?.value.toLowerCase().includes(input.trim().toLowerCase()) ?? false;

export function CategoryField({ control, formId, categories }: Props) {
  const id = `${formId}-category`;
  return (
    <Controller
      control={control}
      name="category"
      render={({ field, fieldState }) => (
        <FieldShell id={id} label="Category" error={fieldState.error?.message}>
          <AutoComplete
            ref={field.ref}
            value={field.value}
            onChange={(value: string) => field.onChange(value)}
            onBlur={field.onBlur}
            options={categories.map((category) => ({ value: category }))}
            filterOption={matches}
            placeholder="Market Updates"
            {...describedBy(id, fieldState.error?.message)}
          />
        </FieldShell>
      )}
    />
  );
}
