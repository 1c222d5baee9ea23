import { getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactModule from 'react';
import type { GalleryLightboxProps } from '@/features/listings/components/gallery/GalleryLightbox';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { ImageCarousel } from '@/features/listings/components/ImageCarousel';

/**
 * The lightbox library is an ES module jest does not load (e2e/photo-gallery.spec.ts drives the
 * real one): a stand-in shows what the carousel asks of it and calls back as it would.
 */
jest.mock('@/features/listings/components/gallery/GalleryLightbox', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    __esModule: true,
    default: ({ open, index, images, alts, title, onView, onClose }: GalleryLightboxProps) => {
      if (title === 'Unreachable') throw new Error('Failed to fetch dynamically imported module');
      return open
        ? createElement(
            'div',
            { role: 'dialog', 'aria-label': `Gallery of ${title}` },
            createElement('p', null, `Showing ${index + 1} of ${images.length}; alts ${JSON.stringify(alts ?? null)}`),
            createElement('button', { type: 'button', onClick: () => onView(3) }, 'Go to the fourth'),
            createElement('button', { type: 'button', onClick: onClose }, 'Close'),
          )
        : null;
    },
  };
});

const images = ['/media/homes/home-01.svg', '/media/homes/home-10.svg', '/media/homes/home-11.svg', '/media/homes/home-08.svg'];
const title = 'Georgian Estate on Grandin Road';
const PHOTO = 'https://files.example/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed_2000x1500_336699.jpg?alt=media';

describe('ImageCarousel and its full-screen gallery', () => {
  it('opens the gallery from "View all N photos" on the photo shown, and comes back to the photo it ended on', async () => {
    render(<ImageCarousel images={images} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    const opener = screen.getByRole('button', { name: 'View all 4 photos' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);

    const gallery = await screen.findByRole('dialog', { name: `Gallery of ${title}` });
    expect(within(gallery).getByText('Showing 2 of 4; alts null')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Go to the fourth' }));
    expect(screen.getByText('4 / 4')).toBeInTheDocument();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('opens the gallery from a click on the photo, and hands the focus back to the carousel', async () => {
    render(<ImageCarousel images={images} title={title} />);
    await userEvent.click(screen.getByAltText(`${title}, photo 1 of 4`));
    const gallery = await screen.findByRole('dialog');
    expect(within(gallery).getByText(/^Showing 1 of 4/)).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('region', { name: `Photos of ${title}` })).toHaveFocus();
  });

  it('carries on without the gallery when its code cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<ImageCarousel images={images} title="Unreachable" />);
      await userEvent.click(screen.getByRole('button', { name: 'View all 4 photos' }));
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('The photo gallery could not load', expect.any(Error)));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(screen.getByText('2 / 4')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('offers no gallery without photos, and says "View full screen" for one', () => {
    const { unmount } = render(<ImageCarousel images={[]} title={title} />);
    expect(screen.queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();
    unmount();
    render(<ImageCarousel images={[images[0]!]} title={title} />);
    expect(screen.getByRole('button', { name: 'View full screen' })).toBeInTheDocument();
  });

  it("describes each photo by the listing's alt text, or by its title where there is none", async () => {
    const alts = ['The brick front behind boxwood gardens', '  ', 'The renovated kitchen'];
    render(<ImageCarousel images={images} imageAlts={alts} title={title} />);
    expect(screen.getByAltText('The brick front behind boxwood gardens')).toBeInTheDocument();
    expect(screen.getByAltText(`${title}, photo 2 of 4`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    expect(screen.getByAltText('The renovated kitchen')).toBeInTheDocument();
    expect(screen.getByAltText(`${title}, photo 4 of 4`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 1 of 4' }));
    // The thumbnails stay decorative: their buttons name the photo.
    const thumbnails = screen.getByRole('list', { name: 'Choose a photo' });
    for (const image of within(thumbnails).getAllByRole('presentation')) expect(image).toHaveAttribute('alt', '');

    await userEvent.click(screen.getByRole('button', { name: 'View all 4 photos' }));
    const verbatim = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(`Showing 1 of 4; alts ${JSON.stringify(alts)}`, verbatim)).toBeInTheDocument();
  });

  it('asks for photos as wide as the content column, and thumbnails as wide as they show', () => {
    const { container } = render(<ImageCarousel images={[PHOTO, PHOTO]} title={title} />);
    const sizes = [...container.querySelectorAll('source')].map((source) => source.getAttribute('sizes'));
    const slide = IMAGE_SIZES.slide;
    const thumbnail = IMAGE_SIZES.thumbnail;
    // Two slides, then two thumbnails, each with an AVIF and a WebP source.
    expect(sizes).toEqual([slide, slide, slide, slide, thumbnail, thumbnail, thumbnail, thumbnail]);
    expect(slide).toBe(
      '(min-resolution: 2.5dppx) and (min-width: 1200px) calc(1152px * 2 / 3), ' +
        '(min-resolution: 2.5dppx) and (min-width: 768px) calc(calc(100vw - 48px) * 2 / 3), ' +
        '(min-resolution: 2.5dppx) calc(calc(100vw - 32px) * 2 / 3), ' +
        '(min-width: 1200px) 1152px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });
});
