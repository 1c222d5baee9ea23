import { screen } from '@testing-library/react';
import { FALLBACK_IMAGE } from '@/components/FallbackImage';
import { NeighborhoodCard } from '@/features/content/neighborhoods/components/NeighborhoodCard';
import { neighborhood } from '../../support/fixtures/homeContent';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('NeighborhoodCard', () => {
  it('shows the image, name and short description, and explores the area at /neighborhoods/{id}', () => {
    renderWithProviders(<NeighborhoodCard neighborhood={neighborhood} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Hyde Park' })).toBeInTheDocument();
    expect(screen.getByText(neighborhood.shortDescription)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Hyde Park, Cincinnati' });
    expect(image).toHaveAttribute('src', '/media/neighborhoods/hyde-park.svg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: 'Explore Area: Hyde Park' });
    expect(link).toHaveTextContent('Explore Area');
    expect(link).toHaveAttribute('href', '/neighborhoods/hyde-park');
  });

  it('shows the fallback image when the neighborhood has none', () => {
    renderWithProviders(<NeighborhoodCard neighborhood={{ ...neighborhood, imageUrl: '' }} />);
    expect(screen.getByRole('img', { name: 'Hyde Park, Cincinnati' })).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it('takes the heading level of the page it is on', () => {
    renderWithProviders(<NeighborhoodCard neighborhood={neighborhood} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hyde Park' })).toBeInTheDocument();
  });
});
