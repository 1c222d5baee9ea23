import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Property } from '@estate/domain';
import { CARD_PHOTOS } from '@/features/listings/components/CardCarousel';
import { CardPhotos } from '@/features/listings/components/CardPhotos';
import { PropertyCard } from '@/features/listings/components/PropertyCard';
import { property } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';
import { flickLeft, layOutSlides, showing, touch } from '../support/slideLayout';

/** A listing of seven photos, the third with the alt text its admin wrote. */
const listing: Property = {
  ...property,
  images: ['01', '10', '11', '08', '02', '03', '04'].map((n) => `/media/homes/home-${n}.svg`),
  imageAlts: ['', '', 'The library, with its walnut shelves'],
};
const { title } = listing;

function renderCard(shown: Property = listing) {
  // The heart asks for the visitor's state after hydration: signed out.
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ signedIn: false, favourites: [] }), { status: 200 }));
  renderWithProviders(<PropertyCard property={shown} />);
  return screen.getByRole('heading', { name: shown.title }).closest('article') as HTMLElement;
}

const photos = () => screen.getByRole('group', { name: `Photos of ${title}` });
const track = () => within(photos()).getAllByRole('group', { hidden: true })[0]!.parentElement!;
const counter = () => within(photos()).getByText(/^\d \/ \d$/);
const swiping = () => waitFor(() => expect(track().parentElement).toHaveAttribute('data-swiping'));

layOutSlides();
afterEach(() => jest.mocked(globalThis.fetch).mockRestore?.());

describe('A card’s photos (docs/product/photos.md#swiping)', () => {
  it('server-renders the first photo alone, as a card always showed it: no other photo, button or counter', () => {
    const html = renderToString(<CardPhotos property={listing} eager={false} />);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`alt="${title}"`);
    expect(html).toContain('src="/media/homes/home-01.svg"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('aria-live');
    expect(html).not.toContain('data-swiping');
  });

  it(`swipes through the listing's first ${CARD_PHOTOS} photos once the page runs, each named, the count announced`, async () => {
    const card = renderCard();
    await swiping();
    expect(photos()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(photos()).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    // Only the photo shown is fetched until the visitor reaches for the others.
    expect(
      within(card)
        .getAllByRole('img', { hidden: true })
        .filter((image) => image.tagName === 'IMG'),
    ).toHaveLength(1);
    expect(counter()).toHaveTextContent('1 / 5');
    expect(counter()).toHaveAttribute('aria-live', 'polite');

    flickLeft(within(card).getByAltText(title));
    expect(counter()).toHaveTextContent('2 / 5');
    expect(screen.getByRole('group', { name: '2 of 5' })).toContainElement(screen.getByAltText(`${title}, photo 2 of 7`));
    // The admin's alt text where there is one; the next photo is asked for as this one shows.
    expect(screen.getByAltText('The library, with its walnut shelves')).toBeInTheDocument();
    expect(screen.queryByAltText(`${title}, photo 4 of 7`)).toBeNull();
    // The card's link is the card's, as before.
    expect(within(card).getByRole('link', { name: `View Details: ${title}` })).toHaveAttribute('href', `/property/${listing.id}`);
  });

  it('moves by its buttons and the arrow keys, keeps the focus at the ends, and loads the next photo when it is pointed at', async () => {
    renderCard();
    await swiping();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.hover(photos());
    expect(screen.getByAltText(`${title}, photo 2 of 7`)).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next image' });
    act(() => next.focus());
    for (const shown of [2, 3, 4, 5]) {
      await userEvent.keyboard('{Enter}');
      expect(counter()).toHaveTextContent(`${shown} / 5`);
    }
    await waitFor(() => expect(track().style.transform).toBe(showing(4)));
    expect(next).toBeDisabled();
    // The focus stays in the card's photos, where the keys still move them.
    expect(photos()).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('4 / 5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toHaveTextContent('3 / 5');
    expect(screen.getByRole('group', { name: '3 of 5' })).toHaveAttribute('aria-hidden', 'false');
    expect(within(photos()).getAllByRole('group', { hidden: true })[3]).toHaveAttribute('aria-hidden', 'true');
  });

  it('the photos load when touched, before the finger moves', async () => {
    renderCard();
    await swiping();
    touch(screen.getByAltText(title), 'touchstart', 300);
    expect(screen.getByAltText(`${title}, photo 2 of 7`)).toBeInTheDocument();
  });

  it('shows one photo as before, without a carousel, when a listing has one, or the fallback when it has none', () => {
    const card = renderCard(property);
    expect(within(card).queryByRole('group')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(card).getByAltText(property.title)).toHaveAttribute('src', property.images[0]);
    const bare = renderCard({ ...property, id: 'bare', title: 'A home without photos', images: [] });
    expect(within(bare).getByAltText('A home without photos')).toHaveAttribute('src', '/media/fallback.svg');
  });
});
