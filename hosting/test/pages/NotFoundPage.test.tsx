import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import NotFoundPage from '@/pages/NotFoundPage';
import { renderWithProviders } from '../support/renderWithProviders';

describe('NotFoundPage', () => {
  it("shows '404', 'Page Not Found', its page title and the ways out", () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Cincinnati Luxury Real Estate');
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('goes home with Back to Home', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/no-such-page' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
