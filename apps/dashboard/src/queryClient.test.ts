import { createSessionController } from '@shoppable/account';
import { HttpError } from '@shoppable/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, FRESH_FOR_MS } from './queryClient';

describe('the app’s query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('does not ask again for what a page’s loader has just fetched, and asks again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = createQueryClient(createSessionController({ storage: null }));
    const queryFn = vi.fn().mockResolvedValue(['a link']);
    const options = { queryKey: ['links'], queryFn };
    await queryClient.prefetchQuery(options);
    const mount = () => new QueryObserver(queryClient, options).subscribe(() => undefined);

    mount()();
    expect(queryFn).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + FRESH_FOR_MS + 1);
    mount()();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

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
});
