import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  insertCreated,
  mapListItems,
  mapPages,
  patchCached,
  prependToList,
  removeDeleted,
  replaceUpdated,
  type CachedKind,
  type PagedList,
} from './cache';

interface Item {
  id: string;
  label: string;
  expired?: boolean;
}
const item = (id: string, label = id): Item => ({ id, label });
const ids = (list: PagedList<Item> | Item[] | undefined) =>
  Array.isArray(list) ? list.map((i) => i.id) : list?.pages.map((p) => p.map((i) => i.id));

const kind = (businessId: string): CachedKind<Item> => ({
  prefix: ['items', businessId],
  detail: (id) => ['items', businessId, 'detail', id],
  idOf: (i) => i.id,
});
const listKey = (businessId: string, q?: string) => ['items', businessId, { q }];

let queryClient: QueryClient;
afterEach(() => queryClient?.clear());
function seeded() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<PagedList<Item>>(listKey('b1'), {
    pages: [
      [item('a'), item('b')],
      [item('c'), item('d')],
    ],
    pageParams: [0, 2],
  });
  queryClient.setQueryData<PagedList<Item>>(listKey('b1', 'x'), {
    pages: [[item('d'), item('a')]],
    pageParams: [0],
  });
  queryClient.setQueryData<PagedList<Item>>(listKey('b2'), {
    pages: [[item('a')]],
    pageParams: [0],
  });
  queryClient.setQueryData(['items', 'b1', 'detail', 'd'], item('d'));
  return queryClient;
}
const list = (businessId: string, q?: string) =>
  queryClient.getQueryData<PagedList<Item>>(listKey(businessId, q));

describe('list helpers', () => {
  it('prepends to a whole list and to pages, dropping an older copy', () => {
    expect(ids(prependToList([item('a'), item('b')], item('b'), (x, y) => x.id === y.id))).toEqual([
      'b',
      'a',
    ]);
    const paged: PagedList<Item> = { pages: [[item('a')], [item('b')]], pageParams: [0, 1] };
    expect(ids(prependToList(paged, item('n'), (x, y) => x.id === y.id))).toEqual([
      ['n', 'a'],
      ['b'],
    ]);
  });

  it('maps items in place, drops the null ones and keeps the object when nothing changed', () => {
    const paged: PagedList<Item> = { pages: [[item('a')], [item('b')]], pageParams: [0, 1] };
    expect(mapListItems(paged, (i) => i)).toBe(paged);
    const dropped = mapListItems(paged, (i) => (i.id === 'a' ? null : i)) as PagedList<Item>;
    expect(ids(dropped)).toEqual([[], ['b']]);
    expect(dropped.pageParams).toEqual([0, 1]);
    const whole = [item('a'), item('b')];
    expect(mapListItems(whole, (i) => (i.id === 'b' ? item('b', 'B') : i))).toEqual([
      item('a'),
      item('b', 'B'),
    ]);
  });

  it('maps pages of wire items to client shapes for a select', () => {
    const paged: PagedList<Item> = { pages: [[item('a')], [item('b')]], pageParams: [0, 1] };
    expect(mapPages((i: Item) => i.id.toUpperCase())(paged)).toEqual({
      pages: [['A'], ['B']],
      pageParams: [0, 1],
    });
  });
});

describe('cache updates', () => {
  it('puts a created item first in the unfiltered lists, refetches searched ones, fills its own cache', async () => {
    seeded();
    await insertCreated(queryClient, kind('b1'), item('n'));
    expect(ids(list('b1'))).toEqual([
      ['n', 'a', 'b'],
      ['c', 'd'],
    ]);
    expect(queryClient.getQueryState(listKey('b1', 'x'))?.isInvalidated).toBe(true);
    expect(ids(list('b1', 'x'))).toEqual([['d', 'a']]);
    expect(ids(list('b2'))).toEqual([['a']]);
    expect(queryClient.getQueryData(['items', 'b1', 'detail', 'n'])).toEqual(item('n'));
  });

  it('puts a created item first in a whole (unpaged) list', async () => {
    queryClient = new QueryClient();
    queryClient.setQueryData(['items', 'b1', {}], [item('a')]);
    await insertCreated(queryClient, kind('b1'), item('n'));
    expect(ids(queryClient.getQueryData<Item[]>(['items', 'b1', {}]))).toEqual(['n', 'a']);
  });

  it('replaces an edited item in place in every list of the business and in its own cache', () => {
    seeded();
    replaceUpdated(queryClient, kind('b1'), item('d', 'edited'));
    expect(list('b1')!.pages[1]).toEqual([item('c'), item('d', 'edited')]);
    expect(list('b1', 'x')!.pages[0]).toEqual([item('d', 'edited'), item('a')]);
    expect(queryClient.getQueryState(listKey('b1', 'x'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(['items', 'b1', 'detail', 'd'])).toEqual(item('d', 'edited'));
    expect(list('b2')!.pages[0]).toEqual([item('a')]);
  });

  it('patches an item in place (a close marking it expired)', () => {
    seeded();
    patchCached(queryClient, kind('b1'), 'd', (i) => ({ ...i, expired: true }));
    expect(list('b1')!.pages[1]![1]).toEqual({ ...item('d'), expired: true });
    expect(list('b1', 'x')!.pages[0]![0]).toEqual({ ...item('d'), expired: true });
    expect(queryClient.getQueryData(['items', 'b1', 'detail', 'd'])).toEqual({
      ...item('d'),
      expired: true,
    });
    // No cache of its own: nothing is created.
    patchCached(queryClient, kind('b1'), 'a', (i) => ({ ...i, expired: true }));
    expect(queryClient.getQueryData(['items', 'b1', 'detail', 'a'])).toBeUndefined();
  });

  it('removes a deleted item from every list and drops its own cache', () => {
    seeded();
    removeDeleted(queryClient, kind('b1'), 'd');
    expect(ids(list('b1'))).toEqual([['a', 'b'], ['c']]);
    expect(list('b1')!.pageParams).toEqual([0, 2]);
    expect(ids(list('b1', 'x'))).toEqual([['a']]);
    expect(queryClient.getQueryState(['items', 'b1', 'detail', 'd'])).toBeUndefined();
    expect(ids(list('b2'))).toEqual([['a']]);
  });
});
