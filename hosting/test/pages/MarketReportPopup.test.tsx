import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isValidElement, useState } from 'react';
import { Modal } from 'antd';
import userEvent from '@testing-library/user-event';
import { POPUP_DELAY_MS, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import SearchPage from '@/pages/SearchPage';
import { PublicLayout } from '@/app/layouts/PublicLayout';
import { ROUTES } from '@/app/routes';
import { renderShell, renderWithRouter } from '../support/renderWithRouter';

const TITLE = 'Get Your Free Cincinnati Market Report';
const popup = () => screen.queryByRole('dialog', { name: TITLE });
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** The mouse leaving the window through its top edge. */
const exitThroughTop = () => fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('MarketReportPopup', () => {
  it('appears 15 seconds after load, not before, with the pitch and the lead form', async () => {
    renderShell({ popup: true });
    await wait(POPUP_DELAY_MS - 1);
    expect(popup()).not.toBeInTheDocument();
    await wait(1);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(dialog.getByText(/our latest report on Cincinnati/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Get My Free Report' })).toBeInTheDocument();
  });

  it('appears at once when the mouse leaves through the top of the window, but not for other mouse moves', async () => {
    renderShell({ popup: true });
    fireEvent.mouseOut(screen.getByRole('main'), { clientY: 0, relatedTarget: document.body });
    fireEvent.mouseOut(document.body, { clientY: 300, relatedTarget: null });
    await wait(0);
    expect(popup()).not.toBeInTheDocument();
    exitThroughTop();
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('closing it (close button) remembers it in local storage, and it never comes back', async () => {
    renderShell({ popup: true });
    await wait(POPUP_DELAY_MS);
    await user().click(within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(POPUP_SEEN_STORAGE_KEY)).not.toBeNull();
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    exitThroughTop();
    await wait(POPUP_DELAY_MS * 2);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closing it with Escape remembers it too', async () => {
    renderShell({ popup: true });
    exitThroughTop();
    await screen.findByRole('dialog', { name: TITLE });
    await user().keyboard('{Escape}');
    expect(localStorage.getItem(POPUP_SEEN_STORAGE_KEY)).not.toBeNull();
  });

  it('a successful submit closes it and remembers it', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"lead-1"}', { status: 201 }));
    renderShell({ popup: true });
    exitThroughTop();
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    await user().type(dialog.getByLabelText('Name'), 'Dana Whitfield');
    await user().type(dialog.getByLabelText('Email'), 'dana@example.com');
    await user().click(dialog.getByRole('button', { name: 'Get My Free Report' }));
    expect(await screen.findByText('Your market report will be emailed to you shortly.')).toBeInTheDocument();
    expect(localStorage.getItem(POPUP_SEEN_STORAGE_KEY)).not.toBeNull();
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
  });

  it('does not appear when local storage says it was shown before', async () => {
    renderShell();
    exitThroughTop();
    await wait(POPUP_DELAY_MS * 2);
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while the search overlay fills the screen on /search', async () => {
    renderShell({ route: '/search', popup: true, pages: { '/search': <SearchPage /> } });
    await screen.findByRole('dialog', { name: 'Find Your Dream Home' });
    await wait(POPUP_DELAY_MS);
    exitThroughTop();
    await wait(0);
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while another dialog is open, and appears once it is closed', async () => {
    function Confirmation() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} title="Delete your account and its data?" onCancel={() => setOpen(false)}>
          <p>This cannot be undone.</p>
        </Modal>
      );
    }
    renderShell({ popup: true, pages: { '/': <Confirmation /> } });
    const confirmation = await screen.findByRole('dialog', { name: 'Delete your account and its data?' });
    await wait(POPUP_DELAY_MS * 2);
    exitThroughTop();
    await wait(0);
    // By its button: under test antd gives every dialog's title the id 'test-id', so the first title names both dialogs.
    const reportButton = 'Get My Free Report';
    expect(screen.queryByRole('button', { name: reportButton })).not.toBeInTheDocument();

    await user().click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete your account and its data?' })).not.toBeInTheDocument());
    await wait(1000);
    expect(await screen.findByRole('button', { name: reportButton })).toBeInTheDocument();
  });

  it("never covers a page for one task: check-in at an open house's door, an email's showing, feedback or homeowner report link", async () => {
    localStorage.removeItem(POPUP_SEEN_STORAGE_KEY);
    renderWithRouter(
      [{ element: <PublicLayout oneTask />, children: [{ path: '/open-houses/:id/:screen', element: <h1>Check in</h1> }] }],
      {
        route: '/open-houses/oh-1/check-in',
      },
    );
    await screen.findByRole('heading', { name: 'Check in' });
    await wait(POPUP_DELAY_MS * 2);
    exitThroughTop();
    await wait(0);
    expect(popup()).not.toBeInTheDocument();
  });

  it('puts the door, showing, feedback and homeowner report pages in the one-task layout, and only them', () => {
    const oneTaskPaths = ROUTES.filter(
      (group) => isValidElement<{ oneTask?: boolean }>(group.element) && group.element.props.oneTask,
    ).flatMap((group) => group.children?.map((route) => route.path) ?? []);
    expect(oneTaskPaths).toEqual([
      '/open-houses/:id/:screen',
      '/showings/manage',
      '/feedback',
      '/home-value/agent',
      '/home-value/unsubscribe',
    ]);
  });
});
