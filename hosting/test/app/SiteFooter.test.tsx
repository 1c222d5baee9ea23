import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENCY } from '@estate/domain';
import { SiteFooter } from '@/app/layouts/SiteFooter';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

const footer = () => within(screen.getByRole('contentinfo'));

describe('SiteFooter', () => {
  it('shows the brand, the documented Quick Links and where they lead', () => {
    renderWithProviders(<SiteFooter />);
    expect(footer().getByRole('heading', { name: AGENCY.name })).toBeInTheDocument();
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(quickLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Search Properties', '/properties'],
      ['Recent Sales', '/sold'],
      ['Neighborhoods', '/neighborhoods'],
      ['Buyer Resources', '/about'],
      ['Seller Resources', '/about'],
      ['Investor Hub', '/investor-hub'],
      ['Our Blog', '/blog'],
    ]);
  });

  it('shows the address, phone and email as links, and the documented hours', () => {
    renderWithProviders(<SiteFooter />);
    expect(footer().getByText(AGENCY.address)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', 'tel:5135550142');
    expect(footer().getByRole('link', { name: AGENCY.email })).toHaveAttribute('href', `mailto:${AGENCY.email}`);
    expect(footer().getByText('Mon-Fri 9:00 AM - 6:00 PM')).toBeInTheDocument();
    expect(footer().getByText('Sat 10:00 AM - 4:00 PM')).toBeInTheDocument();
  });

  it('has social and legal placeholder links, the privacy notice, and the copyright year', () => {
    renderWithProviders(<SiteFooter />);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)', 'Terms of Service', 'Sitemap']) {
      expect(footer().getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    expect(footer().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer().getByText(new RegExp(`© ${new Date().getFullYear()} ${AGENCY.name}`))).toBeInTheDocument();
  });

  it('has a labelled newsletter email box whose Subscribe makes no call and claims no success', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    renderWithProviders(<SiteFooter />);
    const email = footer().getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'reader@example.com');
    const form = email.closest('form')!;
    const submitted = fireEvent.submit(form);
    await userEvent.click(footer().getByRole('button', { name: 'Subscribe' }));

    expect(submitted).toBe(false); // default prevented: the page does not reload or post
    expect(fetch).not.toHaveBeenCalled();
    expect(email).toHaveValue('reader@example.com');
    expect(screen.queryByText(/thank|subscribed|success/i)).not.toBeInTheDocument();
  });
});
