import { screen, within } from '@testing-library/react';
import { HERO_PHOTOS } from '@estate/domain';
import ScheduleShowingPage from '@/pages/ScheduleShowingPage';
import { hydeParkHome, mockApi } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

describe('ScheduleShowingPage', () => {
  it('shows the hero, the showing form, why to schedule, preparation tips and the virtual tour link', async () => {
    mockApi({ '/api/properties': { body: [hydeParkHome] } });
    renderWithProviders(<ScheduleShowingPage />, { route: '/schedule-showing' });

    expect(document.title).toBe('Schedule a Showing | Cincinnati Luxury Real Estate');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule a Showing' })).toBeInTheDocument();
    expect(document.querySelector(`img[src="${HERO_PHOTOS['hero-2.svg']}"]`)).toHaveAttribute('fetchpriority', 'high');

    // The form's code loads after the page's.
    const form = await screen.findByRole('form', { name: 'Schedule a Showing' });
    for (const label of [
      'Full Name',
      'Phone Number',
      'Email Address',
      'Property of Interest (Optional)',
      'Preferred Date',
      'Preferred Time',
      'Additional Information (Optional)',
    ]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByText('Schedule Showing')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Why Schedule a Private Showing?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preparing for Your Showing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Virtual Tour' })).toHaveAttribute('href', '/contact');
  });

  it('preselects the property named by ?propertyId=', async () => {
    mockApi({ '/api/properties': { body: [hydeParkHome] } });
    renderWithProviders(<ScheduleShowingPage />, { route: `/schedule-showing?propertyId=${hydeParkHome.id}` });
    const select = (await screen.findByLabelText('Property of Interest (Optional)', {})).closest<HTMLElement>('.ant-select')!;
    expect(await within(select).findByText(`${hydeParkHome.title} - ${hydeParkHome.address}`)).toBeInTheDocument();
  });
});
