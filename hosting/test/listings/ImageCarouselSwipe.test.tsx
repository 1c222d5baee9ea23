import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ImageCarousel } from '@/features/listings/components/ImageCarousel';
import { flickLeft, layOutSlides, showing } from '../support/slideLayout';

const images = ['/media/homes/home-01.svg', '/media/homes/home-10.svg', '/media/homes/home-11.svg', '/media/homes/home-08.svg'];
const title = 'Georgian Estate on Grandin Road';

const photo = (n: number) => screen.getByAltText(`${title}, photo ${n} of 4`);
const track = () =>
  screen.getByAltText(new RegExp(`^${title}, photo 1 of`)).closest<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
/** What a swipe drags: the track's frame. */
const frame = () => track().parentElement!;
const swiping = () => waitFor(() => expect(frame()).toHaveAttribute('data-swiping'));

layOutSlides();

describe('ImageCarousel: swiping (docs/product/photos.md#swiping)', () => {
  it("leaves the server's HTML as it was: the stylesheet places the track, and no library takes it", () => {
    const html = renderToString(<ImageCarousel images={images} title={title} />);
    expect(html).toContain('style="--slide:0"');
    expect(html).not.toContain('data-swiping');
    expect(html).not.toContain('translate3d');
  });

  it('hands the track to the carousel library once the page runs, which follows the buttons and keys', async () => {
    render(<ImageCarousel images={images} title={title} />);
    await swiping();

    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    await waitFor(() => expect(track().style.transform).toBe(showing(2)));
    // The photo shown is the one screen readers hear; the others are hidden from them.
    expect(screen.getByRole('group', { name: '3 of 4' })).toContainElement(photo(3));
    expect(photo(3).closest('[aria-roledescription="slide"]')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText('3 / 4')).toHaveAttribute('aria-live', 'polite');

    screen.getByRole('region', { name: `Photos of ${title}` }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await waitFor(() => expect(track().style.transform).toBe(showing(1)));
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
    await waitFor(() => expect(track().style.transform).toBe(showing(3)));
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('moves with a finger’s flick, and its buttons answer the next tap', async () => {
    render(<ImageCarousel images={images} title={title} />);
    await swiping();

    flickLeft(photo(1));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    // The library swallows the click that ends a drag, and a finger's swipe sends none: the
    // buttons stand outside its frame, so that guard never takes their taps.
    expect(frame()).not.toContainElement(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await waitFor(() => expect(track().style.transform).toBe(showing(1)));
  });

  it('takes over again when its code is already in (the next listing opened)', async () => {
    const first = render(<ImageCarousel images={images} title={title} />);
    await swiping();
    first.unmount();
    render(<ImageCarousel images={images} title={title} />);
    await swiping();
    flickLeft(photo(1));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('needs no library for a single photo', () => {
    render(<ImageCarousel images={images.slice(0, 1)} title={title} />);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(frame()).not.toHaveAttribute('data-swiping');
  });
});
