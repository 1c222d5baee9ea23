import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { renderWithProviders } from '../support/renderWithProviders';

function Toaster() {
  const notification = useToast();
  return (
    <>
      <button type="button" onClick={() => notification.success({ title: 'First', description: 'One' })}>
        first
      </button>
      <button type="button" onClick={() => notification.error({ title: 'Second', description: 'Two' })}>
        second
      </button>
    </>
  );
}

describe('toasts (docs/product/reference.md#numbers)', () => {
  it('shows one at a time, in a region that F8 focuses', async () => {
    renderWithProviders(<Toaster />);
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(screen.getByText('Second'));
    await userEvent.keyboard('{F8}');
    expect(region).toHaveFocus();
  });

  it('disappears after 5000 ms', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Toaster />);
      act(() => screen.getByRole('button', { name: 'first' }).click());
      expect(await screen.findByText('First')).toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByText('First')).toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(2000));
      expect(screen.queryByText('First')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it(`closes when swiped right by more than ${SWIPE_THRESHOLD_PX} px, and stays after a shorter swipe`, async () => {
    // The clock stands still: the toast can only go because of the swipe, not its 5000 ms.
    jest.useFakeTimers();
    try {
      renderWithProviders(<Toaster />);
      act(() => screen.getByRole('button', { name: 'first' }).click());
      const notice = (await screen.findByText('First')).closest<HTMLElement>('.ant-notification-notice')!;
      // jsdom has no PointerEvent: a MouseEvent carrying a pointerId stands in for it.
      const pointer = (type: string, clientX: number) =>
        Object.assign(new MouseEvent(type, { bubbles: true, clientX, button: 0 }), { pointerId: 1 });

      await act(async () => {
        notice.dispatchEvent(pointer('pointerdown', 100));
        notice.dispatchEvent(pointer('pointermove', 100 + SWIPE_THRESHOLD_PX));
        notice.dispatchEvent(pointer('pointerup', 100 + SWIPE_THRESHOLD_PX));
      });
      expect(screen.getByText('First')).toBeInTheDocument();
      expect(notice.style.transform).toBe('');

      await act(async () => {
        notice.dispatchEvent(pointer('pointerdown', 100));
        notice.dispatchEvent(pointer('pointerup', 100 + SWIPE_THRESHOLD_PX + 1));
      });
      await act(async () => void jest.advanceTimersByTime(100));
      expect(screen.queryByText('First')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
