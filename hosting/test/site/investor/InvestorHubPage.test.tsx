import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InvestorHubPage from '@/pages/InvestorHubPage';
import { renderWithProviders } from '../../support/renderWithProviders';

// Role queries skip their visibility check (getComputedStyle, slow in jsdom under antd's many style rules).
configure({ defaultHidden: true });

const cardsOf = (tab: string) =>
  within(screen.getByRole('list', { name: `${tab} investments` }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('InvestorHubPage', () => {
  it('has its title and opens on the residential tab, three cards with an average return range', async () => {
    renderWithProviders(<InvestorHubPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Hub' })).toBeInTheDocument();
    expect(document.title).toBe('Investor Hub | Cincinnati Luxury Real Estate');
    // The tabs' code loads after the page's.
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Residential', 'Commercial', 'Multi-Family']);
    expect(screen.getByRole('tab', { name: 'Residential' })).toHaveAttribute('aria-selected', 'true');
    expect(cardsOf('Residential')).toHaveLength(3);
    expect(screen.getByText('6-8% average annual return')).toBeInTheDocument();
  });

  it('switches to the commercial and multi-family cards', async () => {
    renderWithProviders(<InvestorHubPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Commercial' }));
    expect(cardsOf('Commercial')).toEqual(['Neighborhood Retail', 'Boutique Office', 'Mixed-Use Buildings']);
    await userEvent.click(screen.getByRole('tab', { name: 'Multi-Family' }));
    expect(cardsOf('Multi-Family')).toEqual(['Duplexes & Triplexes', 'Small Apartment Buildings', 'Historic Conversions']);
    const multiFamily = screen.getByRole('list', { name: 'Multi-Family investments' });
    expect(within(multiFamily).getAllByText(/average annual return$/)).toHaveLength(3);
  });

  it('shows the market analysis and the emerging neighborhoods with growth bars of 85%, 78% and 92%', () => {
    renderWithProviders(<InvestorHubPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cincinnati Market Analysis' })).toBeInTheDocument();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Over-the-Rhine growth potential', '85'],
      ['West End growth potential', '78'],
      ['Oakley growth potential', '92'],
    ]);
    expect(screen.getByRole('link', { name: 'Oakley' })).toHaveAttribute('href', '/neighborhoods/oakley');
  });

  it('has the investor resource cards, whose links lead to the consultation form', async () => {
    renderWithProviders(<InvestorHubPage />);
    for (const title of ['ROI Calculator', 'Market Reports', 'Investor Network']) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('article')!;
      expect(within(card).getByRole('link')).toHaveAttribute('href', '#investor-consultation');
    }
    const consultation = document.getElementById('investor-consultation')!;
    expect(within(consultation).getByRole('heading', { name: 'Schedule an Investment Consultation' })).toBeInTheDocument();
    // The form's code loads as the section nears the viewport (at once in jsdom, which has no IntersectionObserver).
    expect(await within(consultation).findByRole('button', { name: 'Request Investment Consultation' })).toBeInTheDocument();
    expect(within(consultation).getByLabelText('Investment Goals')).toBeInTheDocument();
  });
});
