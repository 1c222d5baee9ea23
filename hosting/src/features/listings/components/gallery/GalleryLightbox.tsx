import { useEffect, useMemo } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
// As text, not stylesheets: the site's build puts every imported stylesheet into the one file each
// page loads up front (cssCodeSplit: false), and the gallery's styles must come with its code only.
import lightboxStyles from 'yet-another-react-lightbox/styles.css?inline';
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?inline';
import thumbnailsStyles from 'yet-another-react-lightbox/plugins/thumbnails.css?inline';
import galleryStyles from './galleryTheme.css?inline';
import { photoAlt } from './photoAlt';
import { responsivePhoto } from '@estate/domain';

const STYLES = [lightboxStyles, counterStyles, thumbnailsStyles, galleryStyles].join('\n');
/** The class of the dialog's root (galleryTheme.css): the site's colours and focus ring. */
const ROOT_CLASS = 'photo-gallery';
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
/**
 * The site's artwork is SVG with no intrinsic size (the browser would show it 300 pixels wide):
 * it fills the screen instead, as far as its proportions allow. Photos show at most at their own size.
 */
const ARTWORK = { style: { width: '100%', height: '100%', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' } } as const;

export interface GalleryLightboxProps {
  open: boolean;
  /** The photo it opens on. */
  index: number;
  images: readonly string[];
  alts?: readonly string[];
  title: string;
  /** Each photo it shows, the first one included. */
  onView: (index: number) => void;
  /** Once it has faded out. */
  onClose: () => void;
}

/**
 * A slide per image: an uploaded photo in its WebP sizes (one format: the lightbox shows a plain
 * `<img>`; its zoom takes the smallest file that fills the space, and a larger one as the visitor
 * zooms in), the site's artwork as it is.
 */
function slidesOf(images: readonly string[], alts: readonly string[] | undefined, title: string): SlideImage[] {
  return images.map((src, index) => {
    const alt = photoAlt(title, alts, index, images.length);
    const srcSet = responsivePhoto(src)?.sizes.map(({ width, height, urls }) => ({ src: urls.webp, width, height }));
    const largest = srcSet?.at(-1);
    // A thumbnail is the smallest file, and decorative (alt=""): its button says which photo it shows.
    const thumbnail = srcSet?.[0]?.src ?? src;
    return largest ? { src, alt, width: largest.width, height: largest.height, srcSet, thumbnail } : { src, alt, thumbnail };
  });
}

/** The dialog's elements the Tab key can reach, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      // The thumbnails' placeholders at the ends of the strip.
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Tab and Shift+Tab go round the dialog's controls. The lightbox makes the rest of the page inert,
 * but past its last control the focus would still leave for the browser's own UI.
 */
function useTabTrap(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const root = document.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
      if (!root) return;
      const stops = tabStops(root);
      const active = document.activeElement as HTMLElement | null;
      const at = active ? stops.indexOf(active) : -1;
      const target = event.shiftKey ? (at <= 0 ? stops.at(-1) : undefined) : at === -1 || at === stops.length - 1 ? stops[0] : undefined;
      if (stops.length === 0 || target) {
        event.preventDefault();
        target?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}

/**
 * The detail page's full-screen gallery: swipe, arrow keys, Escape, a counter,
 * thumbnails and zoom, with the focus kept inside while it is open. Loaded only when a visitor
 * opens it (ImageCarousel), never by the server renderer.
 */
export default function GalleryLightbox({ open, index, images, alts, title, onView, onClose }: GalleryLightboxProps) {
  const slides = useMemo(() => slidesOf(images, alts, title), [images, alts, title]);
  const several = slides.length > 1;
  useTabTrap(open);
  return (
    <>
      {/* React puts it in the document's head once, the first time the gallery opens. */}
      <style href="photo-gallery" precedence="low">
        {STYLES}
      </style>
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={several ? [Counter, Thumbnails, Zoom] : [Zoom]}
        className={ROOT_CLASS}
        carousel={{ finite: true, padding: 16, imageProps: (slide) => ('srcSet' in slide && slide.srcSet ? {} : ARTWORK) }}
        controller={{ closeOnBackdropClick: true }}
        thumbnails={{ width: 96, height: 64, border: 2, borderRadius: 4, padding: 0, gap: 8, imageFit: 'cover' }}
        zoom={{ maxZoomPixelRatio: 2 }}
        on={{ view: ({ index: current }) => onView(current) }}
        labels={{
          Lightbox: `Photos of ${title}, full screen`,
          'Photo gallery': `Photos of ${title}`,
          '{index} of {total}': 'Photo {index} of {total}',
          Previous: 'Previous photo',
          Next: 'Next photo',
          Close: 'Close the gallery',
          Thumbnails: 'Choose a photo',
        }}
      />
    </>
  );
}
