import { render, screen, waitFor } from '@testing-library/react';
import { CardPhotos } from '@/features/listings/components/CardPhotos';
import { property } from '../support/fixtures/homeContent';

// The card's carousel fails as it renders (its code broken, or a chunk that arrived wrong).
jest.mock('@/features/listings/components/CardCarousel', () => ({
  __esModule: true,
  default: function CardCarousel(): never {
    throw new Error('no carousel');
  },
}));

it("keeps a card's first photo when its carousel fails (docs/product/photos.md#swiping)", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const listing = { ...property, images: ['/media/homes/home-01.svg', '/media/homes/home-10.svg'] };
  render(<CardPhotos property={listing} eager={false} />);
  await waitFor(() => expect(logged).toHaveBeenCalledWith("A card's photos could not load", expect.any(Error)));
  expect(screen.getByRole('img', { name: listing.title })).toHaveAttribute('src', '/media/homes/home-01.svg');
  expect(screen.queryByRole('group')).toBeNull();
  logged.mockRestore();
});
