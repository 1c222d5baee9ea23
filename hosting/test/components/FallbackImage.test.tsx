import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_IMAGE, FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';

const ID = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f';
const PHOTO = `/api/uploads/${ID}_2400x1600_a8b8c8.jpg`;

describe('FallbackImage', () => {
  it("offers an uploaded photo's web sizes in AVIF, then WebP, with its sizes and its colour behind it", () => {
    const { container } = render(<FallbackImage src={PHOTO} alt="Front of the house" width={600} height={400} sizes={IMAGE_SIZES.card} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]).toHaveAttribute(
      'srcset',
      [320, 640, 800, 960, 1600, 2400].map((width) => `/api/uploads/${ID}-${width}.webp ${width}w`).join(', '),
    );
    expect(sources[0]).toHaveAttribute('sizes', IMAGE_SIZES.card);
    const image = screen.getByRole('img', { name: 'Front of the house' });
    expect(image).toHaveAttribute('src', PHOTO);
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveStyle({ backgroundColor: '#a8b8c8' });
  });

  it('shows other images as they are, and the fallback alone once a photo fails', () => {
    const { container, rerender } = render(<FallbackImage src="/media/homes/home-01.svg" alt="Drawing" width={120} height={80} />);
    expect(container.querySelector('picture')).toBeNull();
    rerender(<FallbackImage src={PHOTO} alt="Drawing" width={120} height={80} />);
    expect(container.querySelector('source')).toHaveAttribute('sizes', '120px');
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});
