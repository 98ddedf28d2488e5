import { createApiClient } from '@shoppable/api-client';
import { mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { createSessionController, SessionProvider } from '../session';

/** The mock API's address in the sign-in stories (msw answers it in the browser). */
export const AUTH_STORY_URL = 'http://api.auth-stories.test';

/** The msw handlers of a story: the mock API under these switches. */
export function authHandlers(options: MockOptions = {}): HttpHandler[] {
  return mockHandlers(AUTH_STORY_URL, options);
}

/**
 * Wraps a story in a fresh QueryClient and a SessionProvider over the mock API: signed out, or
 * signed in (verified on start) when the story's `parameters.signedIn` is true. A story's
 * `parameters.timeoutMs` shortens the request timeout (the timeout message without 20 s of waiting).
 */
export const withAuthProviders: Decorator = (Story, { parameters }) => (
  <AuthProviders
    Story={Story}
    signedIn={parameters.signedIn === true}
    timeoutMs={typeof parameters.timeoutMs === 'number' ? parameters.timeoutMs : undefined}
  />
);

function AuthProviders({
  Story,
  signedIn,
  timeoutMs,
}: {
  Story: () => React.ReactNode;
  signedIn: boolean;
  /** A shorter request timeout, so a timeout story shows the 20 s message at once. */
  timeoutMs: number | undefined;
}) {
  const [state] = useState(() => {
    const controller = createSessionController({ storage: null });
    if (signedIn) controller.setToken('mock-token');
    return {
      controller,
      client: createApiClient({
        baseUrl: AUTH_STORY_URL,
        getToken: controller.getToken,
        timeoutMs,
      }),
      queryClient: new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
    };
  });
  return (
    <QueryClientProvider client={state.queryClient}>
      <SessionProvider
        client={state.client}
        controller={state.controller}
        skipVerification={!signedIn}
      >
        <Story />
      </SessionProvider>
    </QueryClientProvider>
  );
}
