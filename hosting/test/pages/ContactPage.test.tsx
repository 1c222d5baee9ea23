import { configure, screen, within } from '@testing-library/react';
import ContactPage from '@/pages/ContactPage';
import { renderWithProviders } from '../support/renderWithProviders';

// Role queries skip their visibility check (getComputedStyle, slow in jsdom under antd's many style rules).
configure({ defaultHidden: true });

describe('ContactPage', () => {
  // The form's code loads after the page: each test waits for it, so nothing settles after the test.
  beforeEach(async () => {
    renderWithProviders(<ContactPage />);
    await screen.findByRole('form', { name: 'Send us a message' });
  });

  it('has its title and the message form (whose code loads after the page)', async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Cincinnati Luxury Real Estate');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Interest', 'Message'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('shows the office address, phone, email and hours, and a map of the office', () => {
    const details = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(details).getByText('312 Walnut Street, Suite 1600, Cincinnati, OH 45202', { selector: 'address' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '(513) 555-0142' })).toHaveAttribute('href', 'tel:5135550142');
    expect(within(details).getByRole('link', { name: 'admin@queencityestates.com' })).toHaveAttribute(
      'href',
      'mailto:admin@queencityestates.com',
    );
    expect(within(details).getByText('Mon-Fri 9am-6pm')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Show map' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('312 Walnut Street, Suite 1600, Cincinnati, OH 45202')}`,
    );
  });
});
