import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { getJson } from '@/api/client';
import StaffRoot from '@/app/StaffRoot';
import { RequireStaff } from '@/features/staff/session/components/RequireStaff';
import { renderWithRouter } from '../../support/renderWithRouter';

const admin = { id: 'u1', username: 'admin', name: 'Avery Sinclair', email: 'admin@example.com', role: 'admin' };

function Leads() {
  const leads = useQuery({ queryKey: ['/api/debug/leads'], queryFn: () => getJson('/api/debug/leads') });
  return <p>{leads.isError ? 'failed' : 'loading'}</p>;
}

/** /admin behind the guard, with the staff root around it, answering GET /api/user with the admin. */
function renderAdmin(otherCallsStatus: number) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/user'
        ? new Response(JSON.stringify(admin), { status: 200 })
        : new Response(JSON.stringify({ message: 'Failed' }), { status: otherCallsStatus }),
    );
  return renderWithRouter(
    [
      {
        element: <StaffRoot />,
        children: [
          { path: '/auth', element: <h1>Staff Login</h1> },
          {
            path: '/admin',
            element: (
              <RequireStaff>
                <Leads />
              </RequireStaff>
            ),
          },
        ],
      },
    ],
    { route: '/admin' },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('a session that ends while the dashboard is open', () => {
  it('signs the user out and sends them to /auth on the first 401', async () => {
    const { router } = renderAdmin(401);
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('keeps the user signed in when a call fails for another reason', async () => {
    const { router } = renderAdmin(500);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
