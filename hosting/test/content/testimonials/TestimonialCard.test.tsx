import { screen } from '@testing-library/react';
import { FALLBACK_IMAGE } from '@/components/FallbackImage';
import { TestimonialCard } from '@/features/content/testimonials/components/TestimonialCard';
import { testimonial } from '../../support/fixtures/homeContent';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('TestimonialCard', () => {
  it('shows the rating as stars read out as one phrase, the words, the avatar, name and role', () => {
    const { container } = renderWithProviders(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-label="Rated 4 out of 5"] .anticon')).toHaveLength(5);
    expect(screen.getByText(testimonial.testimonial).closest('blockquote')).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Portrait of Margaret Ellison' });
    expect(avatar).toHaveAttribute('src', '/media/avatars/avatar-01.svg');
    expect(avatar).toHaveAttribute('width', '56');
    expect(screen.getByText('Margaret Ellison')).toBeInTheDocument();
    expect(screen.getByText('Home Buyer, Hyde Park')).toBeInTheDocument();
  });

  it('keeps the rating within the scale and falls back when the avatar is missing', () => {
    renderWithProviders(<TestimonialCard testimonial={{ ...testimonial, rating: 7, avatarUrl: '' }} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Margaret Ellison' })).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});
