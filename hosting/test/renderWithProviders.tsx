import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { createQueryClient } from '../src/api/queryClient';

/** Renders a screen inside the app's providers and a router, with a fresh query cache. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  return render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
