import { testimonialSchema, type Testimonial, type TestimonialInput } from '@estate/domain';
import { StarRating } from '@/features/content/testimonials';
import { withoutId } from '@/features/content/dashboard/contentCollection';
import { ContentTab } from '@/features/content/dashboard/components/ContentTab';
import { TableThumbnail } from '@/features/content/dashboard/components/TableThumbnail';
import { textExcerpt } from '@/features/content/dashboard/textExcerpt';
import { TestimonialFields } from './TestimonialFields';
import { LOAD_FAILURE } from '@/components/loadFailures';

const TEXT_SHOWN = 80;

/** Client testimonials for the home page. */
export default function TestimonialsTab() {
  return (
    <ContentTab<Testimonial, TestimonialInput>
      title="Testimonials"
      collection={{ path: '/api/testimonials', singular: 'Testimonial' }}
      table={{
        columns: [
          { title: 'Avatar', key: 'avatar', render: (_, testimonial) => <TableThumbnail src={testimonial.avatarUrl} kind="avatar" /> },
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Role', dataIndex: 'role', key: 'role' },
          {
            title: 'Rating',
            key: 'rating',
            // The public card's stars: antd's Rate puts focusable stars inside the clickable row.
            render: (_, { rating }) => <StarRating rating={rating} />,
          },
          { title: 'Testimonial', key: 'testimonial', render: (_, testimonial) => textExcerpt(testimonial.testimonial, TEXT_SHOWN) },
        ],
        itemName: (testimonial) => testimonial.name,
        errorText: LOAD_FAILURE.testimonials,
        emptyText: 'No testimonials yet',
      }}
      form={{
        id: 'testimonial',
        schema: testimonialSchema,
        blank: { name: '', role: '', rating: undefined, testimonial: '', avatarUrl: '' },
        fromItem: withoutId,
        Fields: TestimonialFields,
      }}
    />
  );
}
