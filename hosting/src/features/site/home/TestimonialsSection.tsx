import { TestimonialCard, useTestimonials } from '@/features/content';
import { HomeSection } from '@/components/HomeSection';
import { SectionGrid } from '@/components/SectionGrid';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** One row of three: the home page is a sampler, not an archive. */
const TESTIMONIALS_SHOWN = 3;

export function TestimonialsSection() {
  const query = useTestimonials();
  return (
    <HomeSection
      id="testimonials"
      eyebrow="Client Stories"
      title="What Our Clients Say"
      intro="Buyers, sellers and investors on what it is like to work with Queen City Estates."
      tone="white"
    >
      <SectionGrid
        query={query}
        errorText={LOAD_FAILURE.testimonials}
        label="Client testimonials"
        skeleton={{ testId: 'testimonial-skeleton', variant: 'quote' }}
        limit={TESTIMONIALS_SHOWN}
        itemKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      />
    </HomeSection>
  );
}
