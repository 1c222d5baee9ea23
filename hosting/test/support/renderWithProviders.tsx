import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderInApp } from './renderInApp';

/** Renders a screen inside the app's providers and a router, with a fresh query cache. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  return renderInApp(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}
