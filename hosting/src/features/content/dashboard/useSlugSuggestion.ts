import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BlogPostInput } from '@estate/domain';
import { slugify } from './slugify';

/**
 * While adding a post, the slug follows the title until the author types a slug of their own
 * (the slug no longer being the last one suggested).
 */
export function useSlugSuggestion(form: UseFormReturn<BlogPostInput>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let suggested = form.getValues('slug');
    const subscription = form.watch((values, { name }) => {
      if (name !== 'title' || form.getValues('slug') !== suggested) return;
      suggested = slugify(values.title ?? '');
      form.setValue('slug', suggested, { shouldValidate: form.formState.isSubmitted });
    });
    return () => subscription.unsubscribe();
  }, [form, enabled]);
}
