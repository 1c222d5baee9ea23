import { AutoComplete } from 'antd';
import type { Control } from 'react-hook-form';
import type { BlogPostInput } from '@estate/domain';
import { BoundField } from '@/components/form/BoundField';

interface Props {
  control: Control<BlogPostInput>;
  formId: string;
  /** The categories posts already use, offered as the author types; a new one is free text. */
  categories: string[];
}

const matches = (input: string, option?: { value: string }) => option?.value.toLowerCase().includes(input.trim().toLowerCase()) ?? false;

export function CategoryField({ control, formId, categories }: Props) {
  return (
    <BoundField control={control} name="category" label="Category" formId={formId}>
      {(field, aria) => (
        <AutoComplete
          ref={field.ref}
          value={field.value}
          onChange={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
          options={categories.map((category) => ({ value: category }))}
          filterOption={matches}
          placeholder="Market Updates"
          {...aria}
        />
      )}
    </BoundField>
  );
}
