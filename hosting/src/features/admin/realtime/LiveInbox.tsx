import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import type { User } from '@estate/domain';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { adminTabPath } from '@/features/staff';
import { markLeadsSeen, useLeadsSeenAt } from './leadsSeenAt';

const LiveInboxConnection = lazy(() => import('./LiveInboxConnection'));

const NewLeadsContext = createContext(0);

/** How many leads arrived since the Leads tab was last open (0 while it is). */
export const useNewLeadsCount = () => useContext(NewLeadsContext);

/**
 * The dashboard's live inbox around its pages: the Firebase connection loads in its own chunk
 * after the dashboard shows, and the dashboard works without it (lists then refresh as they always
 * did, on each visit and after each change).
 */
export function LiveInbox({ user, children }: { user: Pick<User, 'id' | 'role'>; children: ReactNode }) {
  const onLeadsTab = useMatch(adminTabPath('leads')) !== null;
  const seenAt = useLeadsSeenAt(user.id);
  const [count, setCount] = useState(0);
  // Opening the tab marks what has arrived as seen, and so does leaving it: what came in while it
  // was open was seen there. In between the count runs on, unshown, with no listener reopened.
  useEffect(() => {
    if (!onLeadsTab) return;
    markLeadsSeen(user.id);
    return () => markLeadsSeen(user.id);
  }, [onLeadsTab, user.id]);
  return (
    <NewLeadsContext value={onLeadsTab ? 0 : count}>
      {children}
      <OptionalPartBoundary name="The live inbox">
        <Suspense fallback={null}>
          <LiveInboxConnection uid={user.id} role={user.role} newSince={seenAt} onNewLeads={setCount} />
        </Suspense>
      </OptionalPartBoundary>
    </NewLeadsContext>
  );
}
