import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import type { User } from '@estate/domain';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { adminTabPath } from '@/features/staff';
import { afterReadsAnswered } from './afterReadsAnswered';
import { markLeadsSeen, useLeadsSeenAt } from './leadsSeenAt';

const LiveInboxConnection = lazy(() => import('./LiveInboxConnection'));

const NewLeadsContext = createContext(0);
const StartContext = createContext<() => void>(() => {});

/** How many leads arrived since the Leads tab was last open (0 while it is). */
export const useNewLeadsCount = () => useContext(NewLeadsContext);

/**
 * Rendered after a tab's content, in its Suspense boundary: once the tab has shown what its reads
 * answered, the live inbox connects. Its chunk (the Firebase SDK) is then neither downloaded nor
 * run before the tab's first rows.
 */
export function StartLiveInbox() {
  const start = useContext(StartContext);
  const client = useQueryClient();
  useEffect(() => afterReadsAnswered(client, start), [client, start]);
  return null;
}

/**
 * The dashboard's live inbox around its pages: the Firebase connection loads in its own chunk
 * once the tab shown has its data (StartLiveInbox), and the dashboard works without it (lists
 * then refresh as they always did, on each visit and after each change).
 */
export function LiveInbox({ user, children }: { user: Pick<User, 'id' | 'role'>; children: ReactNode }) {
  const onLeadsTab = useMatch(adminTabPath('leads')) !== null;
  const seenAt = useLeadsSeenAt(user.id);
  const [count, setCount] = useState(0);
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  // Opening the tab marks what has arrived as seen, and so does leaving it: what came in while it
  // was open was seen there. In between the count runs on, unshown, with no listener reopened.
  useEffect(() => {
    if (!onLeadsTab) return;
    markLeadsSeen(user.id);
    return () => markLeadsSeen(user.id);
  }, [onLeadsTab, user.id]);
  return (
    <NewLeadsContext value={onLeadsTab ? 0 : count}>
      <StartContext value={start}>{children}</StartContext>
      {started && (
        <OptionalPartBoundary name="The live inbox">
          <Suspense fallback={null}>
            <LiveInboxConnection uid={user.id} role={user.role} newSince={seenAt} onNewLeads={setCount} />
          </Suspense>
        </OptionalPartBoundary>
      )}
    </NewLeadsContext>
  );
}
