import { SWIPE_THRESHOLD_PX } from '@estate/domain';

const NOTICE = '.ant-notification-notice';
const CLOSE = '.ant-notification-notice-close';

/**
 * docs/product/reference.md#numbers: a toast dragged or swiped right by more than SWIPE_THRESHOLD_PX closes (through its own
 * close button, so antd removes it as it would on a click); a shorter drag springs back. Listens
 * on the toast region once, for every toast it will hold.
 */
export function dismissToastsOnSwipeRight(region: HTMLElement): void {
  let drag: { notice: HTMLElement; x: number; pointerId: number } | null = null;

  region.addEventListener('pointerdown', (event) => {
    const notice = event.button === 0 ? (event.target as Element).closest<HTMLElement>(NOTICE) : null;
    if (!notice) return;
    drag = { notice, x: event.clientX, pointerId: event.pointerId };
    notice.setPointerCapture?.(event.pointerId);
  });
  region.addEventListener('pointermove', (event) => {
    if (drag?.pointerId === event.pointerId) drag.notice.style.transform = `translateX(${Math.max(0, event.clientX - drag.x)}px)`;
  });
  const finish = (event: PointerEvent) => {
    if (drag?.pointerId !== event.pointerId) return;
    const { notice, x } = drag;
    drag = null;
    notice.style.transform = '';
    if (event.type === 'pointerup' && event.clientX - x > SWIPE_THRESHOLD_PX) notice.querySelector<HTMLElement>(CLOSE)?.click();
  };
  region.addEventListener('pointerup', finish);
  region.addEventListener('pointercancel', finish);
}
