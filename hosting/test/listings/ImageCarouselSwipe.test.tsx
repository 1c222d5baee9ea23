import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ImageCarousel } from '@/features/listings/components/ImageCarousel';
import { mediaQueryList } from '../support/viewport';

const images = ['/media/homes/home-01.svg', '/media/homes/home-10.svg', '/media/homes/home-11.svg', '/media/homes/home-08.svg'];
const title = 'Georgian Estate on Grandin Road';
const SLIDE_PX = 800;

const track = () =>
  screen.getByAltText(new RegExp(`^${title}, photo 1 of`)).closest<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
const viewport = () => track().parentElement!;

// jsdom lays nothing out: each slide is SLIDE_PX wide, side by side, as the stylesheet lays them.
const slideIndex = (element: HTMLElement) =>
  element.getAttribute('aria-roledescription') === 'slide' ? [...element.parentElement!.children].indexOf(element) : 0;
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(SLIDE_PX);
  jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return slideIndex(this) * SLIDE_PX;
  });
  // jsdom computes no margins (Embla measures the gaps between slides with them).
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) => (property.startsWith('margin') ? read(property) || '0px' : read(property));
    return style;
  });
  // Moves jump rather than glide, so the track's position can be read at once.
  window.matchMedia = (query: string) => mediaQueryList(query, query.includes('prefers-reduced-motion'));
});
afterAll(() => jest.restoreAllMocks());

describe('ImageCarousel: swiping (docs/product/photos.md#swiping)', () => {
  it("leaves the server's HTML as it was: the stylesheet places the track, and no library takes it", () => {
    const html = renderToString(<ImageCarousel images={images} title={title} />);
    expect(html).toContain('style="--slide:0"');
    expect(html).not.toContain('data-swiping');
    expect(html).not.toContain('translate3d');
  });

  it('hands the track to the carousel library once the page runs, which follows the buttons and keys', async () => {
    render(<ImageCarousel images={images} title={title} />);
    await waitFor(() => expect(viewport()).toHaveAttribute('data-swiping'));

    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    await waitFor(() => expect(track().style.transform).toBe(`translate3d(${-2 * SLIDE_PX}px,0px,0px)`));
    // The photo shown is the one screen readers hear; the others are hidden from them.
    expect(screen.getByRole('group', { name: '3 of 4' })).toContainElement(screen.getByAltText(`${title}, photo 3 of 4`));
    expect(screen.getByAltText(`${title}, photo 3 of 4`).closest('[aria-roledescription="slide"]')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText('3 / 4')).toHaveAttribute('aria-live', 'polite');

    screen.getByRole('region', { name: `Photos of ${title}` }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await waitFor(() => expect(track().style.transform).toBe(`translate3d(${-SLIDE_PX}px,0px,0px)`));
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
    await waitFor(() => expect(track().style.transform).toBe(`translate3d(${-3 * SLIDE_PX}px,0px,0px)`));
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('needs no library for a single photo', () => {
    render(<ImageCarousel images={images.slice(0, 1)} title={title} />);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(viewport()).not.toHaveAttribute('data-swiping');
  });
});
