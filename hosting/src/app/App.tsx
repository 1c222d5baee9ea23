import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from './AppProviders';
import { router } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
