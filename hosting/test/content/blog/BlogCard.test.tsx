import { screen } from '@testing-library/react';
import { formatLongDate } from '@estate/domain';
import { FALLBACK_IMAGE } from '@/components/FallbackImage';
import { BlogCard } from '@/features/content/blog/components/BlogCard';
import { blogPost } from '../../support/fixtures/homeContent';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('BlogCard', () => {
  it('shows the image, category, long date, title and excerpt, and reads more at /blog/{slug}', () => {
    renderWithProviders(<BlogCard post={blogPost} />);
    const image = screen.getByRole('img', { name: blogPost.title });
    expect(image).toHaveAttribute('src', '/media/blog/blog-01.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Market Insights')).toBeInTheDocument();
    expect(screen.getByText(formatLongDate(blogPost.publishedAt))).toHaveAttribute('datetime', blogPost.publishedAt);
    expect(screen.getByRole('heading', { level: 3, name: blogPost.title })).toBeInTheDocument();
    expect(screen.getByText(blogPost.excerpt)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Read More\s?: Cincinnati Luxury Market Report$/ });
    expect(link).toHaveAttribute('href', '/blog/cincinnati-luxury-market-report');
  });

  it("shows 'N/A' for a post without a date and the fallback for one without an image", () => {
    renderWithProviders(<BlogCard post={{ ...blogPost, publishedAt: null, imageUrl: '' }} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: blogPost.title })).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it("uses the listing's own link label when given one", () => {
    renderWithProviders(<BlogCard post={blogPost} ctaLabel="Read Article" headingLevel={2} />);
    expect(screen.getByRole('link', { name: /^Read Article\s?: Cincinnati Luxury Market Report$/ })).toHaveAttribute(
      'href',
      '/blog/cincinnati-luxury-market-report',
    );
    expect(screen.getByRole('heading', { level: 2, name: blogPost.title })).toBeInTheDocument();
  });
});
