import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, useFirestore, useSigninCheck } from 'reactfire';
import { LIVE_UPDATES_REFUSED, type Role } from '@estate/domain';
import { ApiRequestError } from '@/api/client';
import { createRealtimeSession } from '@/features/dashboard/api/createRealtimeSession';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { getCurrentUserQueryOptions } from '@/features/staff';
import { LEADS_LIST_URL } from '@/features/leads/dashboard';
import { LEAD_STATS_URL } from '@/features/dashboard/overview';
import { LeadListener } from './LeadListener';
import { DocumentListener } from './DocumentListener';
import { departureSources, newLeadQueries, recentChangeQueries } from './leadListeners';
import { signInToFirebase, signOutOfFirebase, type StaffFirebase } from './staffFirebase';

export interface LiveInboxProps {
  uid: string;
  role: Role;
  /** The badge counts the leads received after this (ms since the epoch). */
  newSince: number;
  onNewLeads: (count: number) => void;
}

/** The dashboard's reads a lead change may alter: lists, a lead's details and related leads, the Overview's figures. */
const LEAD_READS = [LEADS_LIST_URL, '/api/leads', LEAD_STATS_URL];

/** Counts the distinct new leads of the role's slices (a lead may move from unassigned to an agent's own). */
function NewLeadsCounter({ uid, role, newSince, onNewLeads }: LiveInboxProps) {
  const firestore = useFirestore();
  const queries = useMemo(() => newLeadQueries(firestore, role, uid, newSince), [firestore, role, uid, newSince]);
  const [slices, setSlices] = useState<string[][]>([]);
  const count = new Set(slices.flat()).size;
  useEffect(() => {
    onNewLeads(count);
  }, [count, onNewLeads]);
  return queries.map((query, slice) => (
    <LeadListener
      key={slice}
      query={query}
      onSnapshot={(ids) =>
        setSlices((current) => {
          const next = [...current];
          next[slice] = ids;
          return next;
        })
      }
    />
  ));
}

/**
 * Refreshes the dashboard's lead reads when a lead the account may see is added or changes, or
 * leaves what the account may see.
 */
function LeadChangeListener({ uid, role }: Pick<LiveInboxProps, 'uid' | 'role'>) {
  const firestore = useFirestore();
  const client = useQueryClient();
  const { queries, documents } = useMemo(() => {
    const departures = departureSources(firestore, role, uid);
    return { queries: [...recentChangeQueries(firestore, role, uid), ...departures.queries], documents: departures.documents };
  }, [firestore, role, uid]);
  const refresh = () =>
    void client.invalidateQueries({
      predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && LEAD_READS.some((url) => String(queryKey[0]).startsWith(url)),
    });
  return (
    <>
      {queries.map((query, index) => (
        <LeadListener
          key={index}
          query={query}
          onSnapshot={(_ids, isFirst) => {
            if (!isFirst) refresh();
          }}
        />
      ))}
      {documents.map((reference) => (
        <DocumentListener key={reference.path} reference={reference} onChange={refresh} />
      ))}
    </>
  );
}

/**
 * After a failed connection (the network, a server error, Firebase unreachable) it is tried again
 * 2, 4, 8… s later, at most a minute apart, for as long as the dashboard is open. A refusal of the
 * account (4xx other than 408 and 429) is final: waiting will not change it.
 */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;
const retryDelay = (failures: number) => Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/**
 * Listens only while Firebase Auth holds the account (a revoked sign-in ends it). A listener
 * Firestore refuses (reactfire throws its error while rendering) means the account was signed
 * out elsewhere (the rules compare its sign-in with the profile's tokensValidAfter) or lost its
 * role: every listener stops, the session is read again, and the dashboard follows what it says
 * (the sign-in page, once it has ended).
 */
function LiveLeads(props: LiveInboxProps) {
  const signIn = useSigninCheck();
  const client = useQueryClient();
  if (!signIn.data?.signedIn) return null;
  const onRefused = () => {
    console.warn(LIVE_UPDATES_REFUSED);
    void client.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
  };
  return (
    <OptionalPartBoundary name="Live updates" onError={onRefused}>
      <LeadChangeListener uid={props.uid} role={props.role} />
      <NewLeadsCounter key={props.newSince} {...props} />
    </OptionalPartBoundary>
  );
}

/**
 * The dashboard's inbox updates itself. The browser signs in to Firebase Auth with a
 * custom token the api mints for the session's account (and its role), listens to the leads
 * firestore.rules lets that role read, and signs out when the dashboard closes (sign-out, session
 * end, leaving /admin). Loaded only by the dashboard: public pages never fetch the Firebase SDK.
 */
export default function LiveInboxConnection(props: LiveInboxProps) {
  const [firebase, setFirebase] = useState<StaffFirebase>();
  const { uid, role } = props;
  useEffect(() => {
    let open = true;
    let connected: StaffFirebase | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = (failures: number) =>
      createRealtimeSession()
        .then(signInToFirebase)
        .then((staff) => {
          connected = staff;
          if (open) setFirebase(staff);
          else void signOutOfFirebase(staff);
        })
        .catch((error: unknown) => {
          console.error('Live updates are off: the dashboard could not sign in to Firebase', error);
          if (open && !isRefusal(error)) retry = setTimeout(() => void connect(failures + 1), retryDelay(failures + 1));
        });
    void connect(0);
    return () => {
      open = false;
      clearTimeout(retry);
      setFirebase(undefined);
      if (connected) void signOutOfFirebase(connected);
    };
  }, [uid, role]);
  if (!firebase) return null;
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>
        <FirestoreProvider sdk={firebase.firestore}>
          <LiveLeads {...props} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
