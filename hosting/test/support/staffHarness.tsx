import type { screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import type { StaffMember, User } from '@estate/domain';
import { AuthProvider } from '@/features/staff/session/AuthProvider';
import { RequireStaff } from '@/features/staff/session/components/RequireStaff';
import StaffRoot from '@/app/StaffRoot';
import AdminPage from '@/pages/AdminPage';
import AuthPage from '@/pages/AuthPage';
import { renderWithProviders } from './renderWithProviders';
import { renderWithRouter } from './renderWithRouter';

export const SIGNED_IN_ADMIN: User = {
  id: 'uid-avery',
  username: 'admin',
  name: 'Avery Sinclair',
  email: 'admin@queencityestates.com',
  role: 'admin',
};

/** An agent, available for new leads. */
export const SIGNED_IN_AGENT: User = {
  id: 'uid-casey',
  username: 'casey',
  name: 'Casey Brooks',
  email: 'casey@queencityestates.com',
  role: 'agent',
  available: true,
};

/** GET /api/staff of those two. */
export const STAFF: StaffMember[] = [SIGNED_IN_ADMIN, SIGNED_IN_AGENT].map(({ id, name, role, available }) => ({
  id,
  name,
  role,
  ...(available === undefined ? {} : { available }),
}));

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A call that never answers, to look at a pending state. */
export const never = () => new Promise<Response>(() => {});

type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs fetch with one answer per 'METHOD /path' (the request's JSON body is passed in); any
 * other call answers 404. The spy's calls tell what the screen sent.
 */
export function answerApi(answers: Record<string, Answer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer ? answer(body) : json({ message: 'Not found' }, 404);
  });
}

/** The calls made to 'METHOD /path', as [url, JSON body] pairs. */
export function callsTo(fetch: jest.SpyInstance, method: string, path: string) {
  return fetch.mock.calls
    .filter(([url, init]: [unknown, RequestInit | undefined]) => (init?.method ?? 'GET') === method && String(url) === path)
    .map(([url, init]: [unknown, RequestInit | undefined]) => [
      String(url),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    ]);
}

// Queries by role and name compute the styles of every candidate, which crawls in jsdom under
// antd's style rules: buttons are found by their text instead.
/** The button labelled `label` inside `scope` (`screen`, or `within(element)`). */
export const buttonIn = (scope: Pick<typeof screen, 'getByText'>, label: string) => scope.getByText(label).closest('button')!;

/**
 * A dashboard piece as the dashboard shows it: inside what StaffRoot gives it (antd's App for
 * confirm dialogs, the auth state) and behind the staff guard, once GET /api/user has answered.
 */
export function renderStaff(ui: ReactElement) {
  return renderWithProviders(
    <App component={false}>
      <AuthProvider>
        <RequireStaff>{ui}</RequireStaff>
      </AuthProvider>
    </App>,
  );
}

/** The app's /auth and /admin routes, as the router has them. */
export function renderStaffRoutes(route: string) {
  return renderWithRouter(
    [
      {
        element: <StaffRoot />,
        children: [
          { path: '/auth', element: <AuthPage /> },
          { path: '/admin/:tab?', element: <AdminPage /> },
        ],
      },
    ],
    { route },
  );
}
