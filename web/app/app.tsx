import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The whole SPA: providers around the data router. */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
}
