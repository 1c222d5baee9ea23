import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Glyph } from '@/components/glyphs/Glyph';
import type { RefObject } from 'react';
import type { Carousel } from './useCarousel';

interface Props {
  carousel: Carousel;
  /** useCarousel's refs of the two buttons (it keeps the focus in the carousel when one is disabled). */
  previous: RefObject<HTMLButtonElement | null>;
  next: RefObject<HTMLButtonElement | null>;
  /** The carousel's stylesheet: `control` for both buttons, `previous` and `next` for their places. */
  classes: Readonly<Record<string, string>>;
}

/** 'Previous image' and 'Next image', disabled at the ends. */
export function SlideArrows({ carousel: { index, last, show }, previous, next, classes }: Props) {
  return (
    <>
      <button
        ref={previous}
        type="button"
        className={`${classes.control} ${classes.previous}`}
        onClick={() => show(index - 1)}
        disabled={index === 0}
        aria-label="Previous image"
      >
        <Glyph icon={LeftOutlined} />
      </button>
      <button
        ref={next}
        type="button"
        className={`${classes.control} ${classes.next}`}
        onClick={() => show(index + 1)}
        disabled={index === last}
        aria-label="Next image"
      >
        <Glyph icon={RightOutlined} />
      </button>
    </>
  );
}
