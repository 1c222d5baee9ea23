import type { StaffMember } from '@estate/domain';
import { adminTabPath, availableAgents, canOpen, findAdminTab, leadDetailPath, staffOption, tabsFor } from '@/features/staff';

// The staff feature is the dashboard's one table of who may open what (docs/product/dashboard.md#dashboard)
// and the staff list every panel shares: what an admin and an agent each get from it.
describe("the dashboard's tabs by role", () => {
  const labels = (role: 'admin' | 'agent') => tabsFor(role).map((tab) => tab.label);

  it('gives an admin every tab, in the order the dashboard shows them', () => {
    expect(labels('admin')).toEqual([
      'Overview',
      'Properties',
      'Private Listings',
      'Open Houses',
      'Neighborhoods',
      'Testimonials',
      'Blog Posts',
      'Leads',
      'Showings',
      'Users',
      'Settings',
      'Site Health',
      'Audit Log',
      'Sign-in & security',
    ]);
  });

  it('gives an agent only the tabs of their own work', () => {
    expect(labels('agent')).toEqual([
      'Overview',
      'Private Listings',
      'Open Houses',
      'Leads',
      'Showings',
      'Audit Log',
      'Sign-in & security',
    ]);
    for (const key of ['properties', 'users', 'settings', 'site-health', 'blog-posts']) {
      expect(canOpen('agent', findAdminTab(key)!)).toBe(false);
    }
  });

  it('leaves Users, Settings, Site Health and Sign-in & security out of the mobile pills', () => {
    expect(
      tabsFor('admin')
        .filter((tab) => !tab.onMobile)
        .map((tab) => tab.label),
    ).toEqual(['Users', 'Settings', 'Site Health', 'Sign-in & security']);
  });

  it('finds a tab by its address, Overview at /admin, and no tab for an unknown key', () => {
    expect(findAdminTab(undefined)?.label).toBe('Overview');
    expect(findAdminTab('leads')?.label).toBe('Leads');
    expect(findAdminTab('reports')).toBeUndefined();
    expect(adminTabPath('overview')).toBe('/admin');
    expect(adminTabPath('open-houses')).toBe('/admin/open-houses');
  });

  it("links to a lead's detail in the Leads tab, its id encoded", () => {
    expect(leadDetailPath('lead 1/2')).toBe('/admin/leads?lead=lead%201%2F2');
  });
});

describe('the staff list', () => {
  const staff: StaffMember[] = [
    { id: 'a1', name: 'Avery Sinclair', role: 'admin', available: true },
    { id: 'g1', name: 'Jordan Morgan', role: 'agent', available: true },
    { id: 'g2', name: 'Riley Chen', role: 'agent', available: false },
  ];

  it('names a member as a choice with their role, and their name alone as its title', () => {
    expect(staffOption(staff[1]!)).toEqual({ value: 'g1', label: 'Jordan Morgan (Agent)', title: 'Jordan Morgan' });
    expect(staffOption(staff[0]!).label).toBe('Avery Sinclair (Admin)');
  });

  it('takes only available agents for automatic assignment, never an admin', () => {
    expect(availableAgents(staff).map((member) => member.id)).toEqual(['g1']);
  });
});
