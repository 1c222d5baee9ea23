import { artworkPhoto, artworkSource, HERO_PHOTOS, HOME_PHOTOS, responsivePhoto } from '../src';

describe('artwork photos', () => {
  it('answers the photo of a drawing by its path, and the drawing of a photo', () => {
    expect(artworkPhoto('/media/hero/hero-1.svg')).toBe(HERO_PHOTOS['hero-1.svg']);
    expect(artworkPhoto('/media/homes/home-12.svg')).toBe(HOME_PHOTOS['home-12.svg']);
    expect(artworkSource(HOME_PHOTOS['home-12.svg'])).toBe('/media/homes/home-12.svg');
  });

  it('names each photo as an upload is named, so pages show it with its srcset, size and colour', () => {
    const photo = responsivePhoto(artworkPhoto('/media/hero/hero-1.svg'))!;
    expect(photo).toMatchObject({ width: 1920, height: 1080 });
    expect(photo.sizes.map(({ width }) => width)).toEqual([320, 640, 800, 960, 1600, 1920]);
  });

  it('refuses a drawing with no photo, and answers nothing for any other URL', () => {
    expect(() => artworkPhoto('/media/homes/home-99.svg')).toThrow('/media/homes/home-99.svg has no photo');
    expect(() => artworkPhoto('/media/fallback.svg')).toThrow('has no photo');
    expect(artworkSource('/api/uploads/a.jpg')).toBeUndefined();
  });
});
