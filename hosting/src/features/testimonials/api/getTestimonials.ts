import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@estate/domain';

export const testimonialsKey = ['/api/testimonials'] as const;

export function useTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: testimonialsKey });
}
