import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MlsRun, MlsSourceView } from '@estate/domain';
import { MlsSourcesCard } from '@/features/mls/dashboard';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, never, renderStaff, SIGNED_IN_ADMIN } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const URL = '/api/mls/sources';

const RUN: MlsRun = {
  sourceId: 'cincy',
  startedAt: '2026-11-28T15:00:00.000Z',
  endedAt: '2026-11-28T15:02:00.000Z',
  outcome: 'complete',
  phase: 'incremental',
  pages: 3,
  requests: 5,
  upserts: 1204,
  unchanged: 2,
  removed: { notViewable: 3, gone: 1 },
  reconciled: true,
  photosQueued: 40,
  photosDone: 35,
  photosPending: 12,
  errors: [],
  lagSeconds: 12_000,
};

const CINCY: MlsSourceView = {
  id: 'cincy',
  name: 'Cincinnati MLS',
  paused: false,
  resyncRequested: false,
  phase: 'incremental',
  lastSuccessAt: '2026-11-28T15:05:00.000Z',
  lagSeconds: 3 * 3600 + 20 * 60 + 12,
  listingsShown: 5231,
  photosPending: 12,
  lastErrors: [{ at: '2026-11-28T14:30:00.000Z', message: 'The source answered 500 six times' }],
  runs: [RUN, { ...RUN, startedAt: '2026-11-28T14:45:00.000Z', outcome: 'failed', errors: ['The source answered 500 six times'] }],
};

const DAYTON: MlsSourceView = {
  ...CINCY,
  id: 'dayton',
  name: 'Dayton MLS',
  paused: true,
  resyncRequested: true,
  phase: 'initial',
  lastSuccessAt: null,
  lagSeconds: 7 * 3600 + 5 * 60,
  listingsShown: 0,
  photosPending: 0,
  lastErrors: [],
  runs: [],
};

function answerSources(sources: () => MlsSourceView[] | Response, more: Parameters<typeof answerApi>[0] = {}) {
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    [`GET ${URL}`]: () => {
      const answer = sources();
      return answer instanceof Response ? answer : json(answer);
    },
    ...more,
  });
}

/** A source's section, by its heading. */
const sourceSection = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('section')!);
/** The value of a figure of a source, by its term. */
const figure = (section: ReturnType<typeof within>, term: string) => section.getByText(term).nextElementSibling?.textContent;

describe('MlsSourcesCard (docs/product/dashboard.md#settings)', () => {
  it('shows each source: last successful run, readable lag, listings shown, photos pending, stage, last errors and runs', async () => {
    answerSources(() => [CINCY, DAYTON]);
    renderStaff(<MlsSourcesCard />);
    const cincy = await sourceSection('Cincinnati MLS');
    expect(figure(cincy, 'Last successful run')).toBe('November 28, 2026 at 10:05 AM');
    expect(figure(cincy, 'Lag')).toBe('3 h 20 min behind');
    expect(cincy.getByText('3 h 20 min behind')).not.toHaveClass('lagging');
    expect(figure(cincy, 'Listings shown')).toBe('5,231');
    expect(figure(cincy, 'Photos pending')).toBe('12');
    expect(figure(cincy, 'Stage')).toBe('Copying changes');
    expect(cincy.getByText('The source answered 500 six times', { selector: 'li' })).toHaveTextContent(
      'November 28, 2026 at 9:30 AM The source answered 500 six times',
    );
    const rows = cincy.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['November 28, 2026 at 10:00 AM', 'Complete', '1,204', '4', '35', '0'],
      ['November 28, 2026 at 9:45 AM', 'Failed', '1,204', '4', '35', '1'],
    ]);
    expect(cincy.queryByText('Paused')).not.toBeInTheDocument();
    expect(buttonIn(cincy, 'Pause')).toHaveAccessibleName('Pause Cincinnati MLS');

    const dayton = await sourceSection('Dayton MLS');
    expect(dayton.getByText('Paused')).toBeInTheDocument();
    expect(dayton.getByText('Full re-sync requested')).toBeInTheDocument();
    expect(figure(dayton, 'Last successful run')).toBe('Never');
    expect(dayton.getByText('7 h 5 min behind (over 6 hours)')).toHaveClass('lagging');
    expect(figure(dayton, 'Stage')).toBe('Full load under way');
    expect(dayton.getByText('No errors')).toBeInTheDocument();
    expect(dayton.getByText('No runs in the last 30 days')).toBeInTheDocument();
    expect(buttonIn(dayton, 'Resume')).toHaveAccessibleName('Resume Dayton MLS');
    expect(buttonIn(dayton, 'Full re-sync')).toBeDisabled();
  });

  it('says so when no source has run', async () => {
    answerSources(() => []);
    renderStaff(<MlsSourcesCard />);
    expect(await screen.findByText('No MLS source has run yet. Each appears here after its first run.')).toBeInTheDocument();
  });

  it('keeps the placeholder while the list is asked for', async () => {
    answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN), [`GET ${URL}`]: never });
    const { container } = renderStaff(<MlsSourcesCard />);
    expect(await screen.findByText('MLS sources')).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('says when the list could not be loaded, and Retry asks again', async () => {
    let fail = true;
    answerSources(() => (fail ? json({ message: 'Service unavailable' }, 503) : [CINCY]));
    renderStaff(<MlsSourcesCard />);
    expect(await screen.findByText('The MLS sources could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(buttonIn(screen, 'Retry'));
    expect(await sourceSection('Cincinnati MLS')).toBeTruthy();
  });

  it('pauses a source and resumes a paused one, then shows the list again', async () => {
    let sources = [CINCY, DAYTON];
    const fetch = answerSources(() => sources, {
      [`POST ${URL}/cincy/pause`]: () => {
        sources = [{ ...CINCY, paused: true }, DAYTON];
        return json({ message: 'Source paused' });
      },
      [`POST ${URL}/dayton/resume`]: () => json({ message: 'Source resumed' }),
    });
    renderStaff(<MlsSourcesCard />);
    await userEvent.click(buttonIn(await sourceSection('Cincinnati MLS'), 'Pause'));
    expect(await screen.findByText('Source paused')).toBeInTheDocument();
    expect(screen.getByText('Cincinnati MLS is not copied until it is resumed.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${URL}/cincy/pause`)).toEqual([[`${URL}/cincy/pause`, {}]]);
    expect(await (await sourceSection('Cincinnati MLS')).findByText('Paused')).toBeInTheDocument();

    await userEvent.click(buttonIn(await sourceSection('Dayton MLS'), 'Resume'));
    expect(await screen.findByText('Source resumed')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${URL}/dayton/resume`)).toHaveLength(1);
  });

  it("toasts a failed pause with the server's reason", async () => {
    answerSources(() => [CINCY], { [`POST ${URL}/cincy/pause`]: () => json({ message: 'MLS source not found' }, 404) });
    renderStaff(<MlsSourcesCard />);
    await userEvent.click(buttonIn(await sourceSection('Cincinnati MLS'), 'Pause'));
    expect(await screen.findByText('Failed to pause the source')).toBeInTheDocument();
    expect(screen.getByText('MLS source not found')).toBeInTheDocument();
  });

  it('asks before a full re-sync, Cancel first, and is worked from the keyboard', async () => {
    const fetch = answerSources(() => [CINCY], { [`POST ${URL}/cincy/resync`]: () => json({ message: 'Full re-sync requested' }) });
    renderStaff(<MlsSourcesCard />);
    const resync = buttonIn(await sourceSection('Cincinnati MLS'), 'Full re-sync');
    resync.focus();
    await userEvent.keyboard('{Enter}');
    const confirmation = await screen.findByRole('dialog', { name: 'Re-sync Cincinnati MLS in full?' });
    expect(confirmation).toHaveTextContent('Its next run reads every listing again from the MLS and removes those the MLS no longer has.');
    await waitFor(() => expect(buttonIn(within(confirmation), 'Cancel')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', `${URL}/cincy/resync`)).toEqual([]);

    await userEvent.click(resync);
    const again = await screen.findByRole('dialog', { name: 'Re-sync Cincinnati MLS in full?' });
    await userEvent.click(buttonIn(within(again), 'Full re-sync'));
    expect(await screen.findByText('Full re-sync requested')).toBeInTheDocument();
    expect(screen.getByText('The next run reads every listing of Cincinnati MLS again.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${URL}/cincy/resync`)).toHaveLength(1);
  });
});
