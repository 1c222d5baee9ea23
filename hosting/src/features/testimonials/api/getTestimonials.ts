import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@estate/domain';

export function useTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: ['/api/testimonials'] });
}
