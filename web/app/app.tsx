import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

/** The whole SPA: providers around the data router (main.tsx makes it, before React draws). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
