import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import type { AppContext } from './appContext';
import { createAppRouter } from './router';

/** The app: the query cache around the router, which renders the routes with their providers. */
export function App({ context, history }: { context: AppContext; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(context, history));
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
