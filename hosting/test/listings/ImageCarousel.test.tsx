import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ImageCarousel } from '@/features/listings/components/ImageCarousel';

const images = ['/media/homes/home-01.svg', '/media/homes/home-10.svg', '/media/homes/home-11.svg', '/media/homes/home-08.svg'];
const title = 'Georgian Estate on Grandin Road';

const previous = () => screen.getByRole('button', { name: 'Previous image' });
const next = () => screen.getByRole('button', { name: 'Next image' });
const carousel = () => screen.getByRole('region', { name: `Photos of ${title}` });

describe('ImageCarousel', () => {
  it('starts on the first photo with previous disabled, and disables next on the last', async () => {
    render(<ImageCarousel images={images} title={title} />);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await userEvent.click(next());
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    expect(previous()).toBeEnabled();
    await userEvent.click(next());
    await userEvent.click(next());
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    // The disabled button cannot keep focus: the carousel takes it, so the arrow keys keep working.
    expect(carousel()).toHaveFocus();

    await userEvent.click(previous());
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
  });

  it('moves with the Left and Right arrow keys while focused, never past the ends', async () => {
    render(<ImageCarousel images={images} title={title} />);
    carousel().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
  });

  it('loads the first photo eagerly with high priority, the next lazily and the rest once near, in a 500px frame', async () => {
    render(<ImageCarousel images={images} title={title} />);
    const first = screen.getByAltText(`${title}, photo 1 of 4`);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('src', images[0]);
    expect(screen.getByAltText(`${title}, photo 2 of 4`)).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByAltText(`${title}, photo 3 of 4`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByAltText(`${title}, photo 3 of 4`)).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByAltText(`${title}, photo 4 of 4`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 1 of 4' }));
    // Every photo once shown stays, so going back loads nothing again.
    for (const n of [1, 2, 3, 4]) expect(screen.getByAltText(`${title}, photo ${n} of 4`)).toBeInTheDocument();
    const frame = first.closest<HTMLElement>('.viewport');
    expect(frame?.style.getPropertyValue('--frame-height')).toBe('500px');
  });

  it("puts the first photo alone in the server's HTML: the next and the thumbnails' are asked for once the page runs", () => {
    const html = renderToString(<ImageCarousel images={images} title={title} />);
    expect(html).toContain(`alt="${title}, photo 1 of 4"`);
    expect(html).not.toContain(`alt="${title}, photo 2 of 4"`);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('aria-label="Show photo 4 of 4"');
  });

  it('jumps to a photo from its thumbnail and marks it current', async () => {
    render(<ImageCarousel images={images} title={title} />);
    expect(screen.getByRole('button', { name: 'Show photo 3 of 4' }).querySelector('img')).toHaveAttribute('src', images[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the branded fallback when a photo cannot load, and when there is none', () => {
    const { unmount } = render(<ImageCarousel images={images} title={title} />);
    const first = screen.getByAltText(`${title}, photo 1 of 4`);
    fireEvent.error(first);
    expect(first).toHaveAttribute('src', '/media/fallback.svg');
    unmount();

    render(<ImageCarousel images={[]} title={title} />);
    expect(screen.getByAltText(`${title}, photo 1 of 1`)).toHaveAttribute('src', '/media/fallback.svg');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });
});
