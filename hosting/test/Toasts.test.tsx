import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@estate/domain';
import { useToast } from '../src/components/toasts';
import { renderWithProviders } from './renderWithProviders';

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

describe('toasts (SPEC §9)', () => {
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
});
