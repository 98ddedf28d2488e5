import { getLink } from '@shoppable/api-contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditConflict, type EditConflict, type EditConflictOptions } from './conflict';
import { ApiError, HttpError, isConflictError } from './errors';
import { MOCK_NOW, mockHandlers } from './mocks/handlers';
import { MockStore } from './mocks/store';
import { createApiClient } from './transport';
import type { Link } from './queries/links';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const LINK = 'lnk_0001';
let store: MockStore;
beforeEach(() => {
  store = new MockStore({ now: MOCK_NOW });
  server.use(...mockHandlers(baseUrl, { store }));
});

const loadTheirs = () => client.request(getLink, { params: { id: LINK } });
const conflict = (over: Partial<EditConflictOptions<Link>> = {}) =>
  renderHook(() =>
    useEditConflict<Link>({ loadTheirs, onReload: vi.fn(), onOverwrite: vi.fn(), ...over }),
  );

describe('isConflictError', () => {
  it('is true for a 409 HttpError only', () => {
    expect(isConflictError(new HttpError(409))).toBe(true);
    expect(isConflictError(new HttpError(400))).toBe(false);
    expect(isConflictError(new ApiError('409'))).toBe(false);
  });
});

describe('useEditConflict', () => {
  it('leaves other errors to the editor', async () => {
    const { result } = conflict();
    await act(async () =>
      expect(await result.current.catchConflict(new HttpError(500))).toBe(false),
    );
    expect(result.current.isOpen).toBe(false);
  });

  it('turns a 409 into the current version and opens the dialog', async () => {
    store.changeLinkElsewhere(LINK, { description: 'Theirs' });
    const { result } = conflict();
    await act(async () =>
      expect(await result.current.catchConflict(new HttpError(409))).toBe(true),
    );
    expect(result.current.isOpen).toBe(true);
    expect(result.current.theirs).toMatchObject({ description: 'Theirs', version: 2 });
  });

  it('leaves a 409 to the editor when theirs is still at the version the save was based on', async () => {
    // Nothing was saved elsewhere: the 409 is about something else (a value another object has).
    const { result } = conflict();
    await act(async () =>
      expect(await result.current.catchConflict(new HttpError(409), 1)).toBe(false),
    );
    expect(result.current.isOpen).toBe(false);
    store.changeLinkElsewhere(LINK, { description: 'Theirs' });
    await act(async () =>
      expect(await result.current.catchConflict(new HttpError(409), 1)).toBe(true),
    );
    expect(result.current.theirs).toMatchObject({ version: 2 });
  });

  it('answers false when the current version cannot be loaded', async () => {
    const { result } = conflict({ loadTheirs: () => Promise.reject(new Error('offline')) });
    await act(async () =>
      expect(await result.current.catchConflict(new HttpError(409))).toBe(false),
    );
    expect(result.current.isOpen).toBe(false);
  });

  it('reloads theirs into the editor and closes', async () => {
    const onReload = vi.fn();
    const { result } = conflict({ onReload });
    await act(() => result.current.catchConflict(new HttpError(409)));
    act(() => result.current.onReload());
    expect(onReload).toHaveBeenCalledWith(expect.objectContaining({ link_id: LINK, version: 1 }));
    expect(result.current.isOpen).toBe(false);
  });

  it('overwrites on top of theirs, busy until the save settles, then closes', async () => {
    let settle = () => {};
    const onOverwrite = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { result } = conflict({ onOverwrite });
    await act(() => result.current.catchConflict(new HttpError(409)));
    act(() => result.current.onOverwrite());
    expect(onOverwrite).toHaveBeenCalledWith(expect.objectContaining({ version: 1 }));
    expect(result.current.isPending).toBe(true);
    act(() => result.current.onOpenChange(false));
    expect(result.current.isOpen).toBe(true);
    await act(async () => settle());
    await waitFor(() => expect(result.current.isOpen).toBe(false));
    expect(result.current.isPending).toBe(false);
  });

  it('stays open on the newer version when the overwrite meets yet another edit', async () => {
    let hook: EditConflict<Link> | undefined;
    // The editor's overwrite saves on theirs, meets a newer edit and runs its own catchConflict.
    const onOverwrite = async () => {
      store.changeLinkElsewhere(LINK, { description: 'Newer' });
      await hook!.catchConflict(new HttpError(409));
    };
    const { result } = renderHook(() => {
      hook = useEditConflict<Link>({ loadTheirs, onReload: vi.fn(), onOverwrite });
      return hook;
    });
    await act(() => result.current.catchConflict(new HttpError(409)));
    expect(result.current.theirs?.version).toBe(1);
    await act(async () => result.current.onOverwrite());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.theirs).toMatchObject({ description: 'Newer', version: 2 });
  });
});
