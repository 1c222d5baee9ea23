import { screen, within } from '@testing-library/react';
import { MOBILE_BREAKPOINT_PX } from '@estate/domain';
import { renderShell } from './renderWithRouter';
import { mockViewportWidth } from './viewport';

const originalMatchMedia = window.matchMedia;
afterEach(() => (window.matchMedia = originalMatchMedia));

const bar = () => screen.queryByRole('navigation', { name: 'Quick access' });

describe('MobileBottomBar', () => {
  it('is rendered under 768px with Home, Properties, Search, Areas and Contact, and the page makes room for it', () => {
    mockViewportWidth(375);
    renderShell({ route: '/' });
    expect(screen.getByRole('main').parentElement).toHaveClass('withBottomBar');
    const links = within(bar()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Properties', '/properties'],
      ['Search', '/search'],
      ['Areas', '/neighborhoods'],
      ['Contact', '/contact'],
    ]);
  });

  it('is not rendered at all from 768px up', () => {
    mockViewportWidth(MOBILE_BREAKPOINT_PX);
    renderShell({ route: '/' });
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('main').parentElement).not.toHaveClass('withBottomBar');
    expect(screen.getByRole('link', { name: 'Properties' })).toBeInTheDocument();
  });

  it('is rendered one pixel under the breakpoint', () => {
    mockViewportWidth(MOBILE_BREAKPOINT_PX - 1);
    renderShell({ route: '/' });
    expect(bar()).toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/neighborhoods', 'Areas'],
    ['/contact', 'Contact'],
  ])('highlights the active route %s', (route, active) => {
    mockViewportWidth(375);
    renderShell({ route });
    const current = within(bar()!)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
  });
});
