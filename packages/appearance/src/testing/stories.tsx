import { createApiClient } from '@shoppable/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The mock API's base address in stories (msw answers it in the browser). */
export const STORY_BASE_URL = 'http://api.stories.test';

/** The client the screens get in stories. */
export const storyClient = createApiClient({
  baseUrl: STORY_BASE_URL,
  getToken: () => 'mock-token',
});

/** A fresh QueryClient per story, without retries, so error states show at once. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Holds a section's value as its page would, so a story sees every change it makes. */
export function Controlled<V>({
  initial,
  onChange,
  children,
}: {
  initial: V;
  onChange: (value: V) => void;
  children: (value: V, setValue: (value: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    onChange(next);
    setValue(next);
  });
}
