import type { BlogPost, BlogPostInput } from '@estate/domain';
import { DatePickerField } from '@/components/form/DatePickerField';
import { TextField } from '@/components/form/TextField';
import { blogCategories } from '@/features/content/blog';
import { ImageUploadField } from '@/features/uploads';
import type { ContentFieldsProps } from '@/features/content/dashboard/contentForm';
import { CategoryField } from './CategoryField';
import { useSlugSuggestion } from '@/features/content/dashboard/useSlugSuggestion';

export function BlogPostFields({ form, formId, editing, items, onUploadingChange }: ContentFieldsProps<BlogPost, BlogPostInput>) {
  useSlugSuggestion(form, editing === undefined);
  return (
    <>
      <TextField control={form.control} name="title" label="Title" formId={formId} />
      <TextField control={form.control} name="slug" label="Slug" formId={formId} placeholder="hyde-park-market-report" />
      <CategoryField control={form.control} formId={formId} categories={blogCategories(items)} />
      <TextField control={form.control} name="excerpt" label="Excerpt" formId={formId} multiline rows={3} />
      <TextField
        control={form.control}
        name="body"
        label="Body"
        formId={formId}
        multiline
        rows={14}
        placeholder="Separate paragraphs with a blank line."
      />
      <ImageUploadField single control={form.control} name="imageUrl" label="Image" formId={formId} onUploadingChange={onUploadingChange} />
      <DatePickerField control={form.control} name="publishedAt" label="Published date" formId={formId} placeholder="Not published" />
    </>
  );
}
