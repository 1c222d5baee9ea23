import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENCY } from '@estate/domain';
import { MAIN_NAV } from '@/app/layouts/navigation';
import { renderShell } from '../support/renderWithRouter';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links the brand home, shows every documented link and the Schedule a Showing button', () => {
    renderShell({ route: '/properties' });
    expect(screen.getByRole('link', { name: AGENCY.name })).toHaveAttribute('href', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Properties',
      'Neighborhoods',
      'Home Value',
      'Investor Hub',
      'About',
      'Blog',
      'Contact',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(MAIN_NAV.map(({ to }) => to));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Schedule a Showing' })).toHaveAttribute(
      'href',
      '/schedule-showing',
    );
  });

  it('marks the current page, and only it', () => {
    renderShell({ route: '/properties' });
    expect(within(mainNav()).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the mobile menu with the same links, locks scrolling, and closes on Escape with focus back on the hamburger', async () => {
    renderShell({ route: '/about' });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(hamburger);
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MAIN_NAV.map(({ label }) => label));
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('dialog')).toContainElement(screen.getAllByRole('link', { name: 'Schedule a Showing' }).at(-1)!);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'));
    expect(document.body.style.overflow).toBe('');
    expect(hamburger).toHaveFocus();
  });

  it('closes the menu with its close button, and when a link is followed', async () => {
    const { router } = renderShell({ route: '/' });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(hamburger);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the search overlay from the search button', async () => {
    renderShell({ route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Search properties' }));
    expect(await screen.findByRole('dialog', { name: 'Find Your Dream Home' })).toBeInTheDocument();
  });
});
