import { createSessionController } from '@shoppable/account';
import { HttpError } from '@shoppable/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createAppContext } from './appContext';
import { createQueryClient } from './queryClient';

describe('the app’s query cache', () => {
  it('ends the session on a 401 while signed in, and empties itself when it ends', async () => {
    const controller = createSessionController({ storage: null });
    const signedOut = vi.fn();
    controller.onSignOut(signedOut);
    const queryClient = createQueryClient(controller);
    controller.setToken('t');
    queryClient.setQueryData(['kept'], 1);
    await queryClient
      .fetchQuery({
        queryKey: ['gone'],
        queryFn: () => Promise.reject(new HttpError(401)),
      })
      .catch(() => undefined);
    expect(signedOut).toHaveBeenCalledWith('unauthorized');
    expect(controller.getToken()).toBeNull();
    expect(queryClient.getQueryData(['kept'])).toBeUndefined();
  });

  it('loads once per app, on first use', async () => {
    const context = createAppContext({ baseUrl: 'http://api.test', storage: null });
    const first = await context.loadQueryClient();
    expect(await context.loadQueryClient()).toBe(first);
  });
});
