import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@estate/domain';
import { getJson } from '@/api/client';

const TESTIMONIALS_URL = '/api/testimonials';

export const getTestimonials = () => getJson<Testimonial[]>(TESTIMONIALS_URL);

export const getTestimonialsQueryOptions = () => queryOptions({ queryKey: [TESTIMONIALS_URL], queryFn: () => getTestimonials() });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
