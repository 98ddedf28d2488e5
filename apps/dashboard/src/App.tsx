import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import type { AppContext } from './appContext';
import { createAppRouter } from './router';

/** The app: the router, which renders the routes with their providers. */
export function App({ context, history }: { context: AppContext; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(context, history));
  return <RouterProvider router={router} />;
}
