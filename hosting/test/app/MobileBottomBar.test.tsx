import { screen, within } from '@testing-library/react';
import { renderShell } from '../support/renderWithRouter';

const bar = () => screen.queryByRole('navigation', { name: 'Quick access' });

describe('MobileBottomBar', () => {
  // Shown only under MOBILE_BREAKPOINT_PX by its CSS, which jsdom does not apply: e2e/shell.spec.ts
  // checks the breakpoint in a browser.
  it('holds Home, Properties, Search, Areas and Contact', () => {
    renderShell({ route: '/' });
    const links = within(bar()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Properties', '/properties'],
      ['Search', '/search'],
      ['Areas', '/neighborhoods'],
      ['Contact', '/contact'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/neighborhoods', 'Areas'],
    ['/contact', 'Contact'],
  ])('highlights the active route %s', (route, active) => {
    renderShell({ route });
    const current = within(bar()!)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
  });
});
