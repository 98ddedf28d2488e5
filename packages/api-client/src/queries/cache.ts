import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** The cached pages of an infinite list whose page parameter is the `skip` offset. */
export type PagedList<TItem> = InfiniteData<TItem[], number>;
/** What a cached list holds: pages of an infinite query, or a whole list (the influencers). */
export type CachedList<TItem> = PagedList<TItem> | TItem[];

/**
 * The paging rule of the `count`/`skip` lists: another page is asked for while the last page came
 * back full, at a `skip` equal to the items loaded so far. Counting the loaded items (not pages
 * times the size) keeps the offset right after a created item was put first in the cache; `>=`
 * (not `===`) keeps paging when that item made the first page longer than a page.
 */
export function nextPageSkip(pageSize: number) {
  return (
    lastPage: readonly unknown[],
    allPages: readonly (readonly unknown[])[],
  ): number | undefined =>
    lastPage.length >= pageSize
      ? allPages.reduce((loaded, page) => loaded + page.length, 0)
      : undefined;
}

/** `list` with `item` first in its first page (an older copy of the same id is dropped). */
export function prependToPagedList<TItem>(
  list: PagedList<TItem> | undefined,
  item: TItem,
  sameItem: (a: TItem, b: TItem) => boolean,
): PagedList<TItem> {
  if (!list || list.pages.length === 0) return { pages: [[item]], pageParams: [0] };
  const [first = [], ...rest] = list.pages;
  return { ...list, pages: [[item, ...first.filter((other) => !sameItem(other, item))], ...rest] };
}

/** `list` (pages or a whole list) with `item` first (an older copy of the same id is dropped). */
export function prependToList<TItem>(
  list: CachedList<TItem>,
  item: TItem,
  sameItem: (a: TItem, b: TItem) => boolean,
): CachedList<TItem> {
  if (Array.isArray(list)) return [item, ...list.filter((other) => !sameItem(other, item))];
  return prependToPagedList(list, item, sameItem);
}

/**
 * `list` with every item passed through `update`: an item `update` answers `null` for is dropped.
 * Pages keep their page parameters (a dropped item leaves its page one shorter, which the
 * `nextPageSkip` rule counts). The same object comes back when nothing changed.
 */
export function mapListItems<TItem>(
  list: CachedList<TItem>,
  update: (item: TItem) => TItem | null,
): CachedList<TItem> {
  let changed = false;
  const mapItems = (items: TItem[]) => {
    const next: TItem[] = [];
    for (const item of items) {
      const updated = update(item);
      if (updated !== item) changed = true;
      if (updated !== null) next.push(updated);
    }
    return next;
  };
  if (Array.isArray(list)) {
    const next = mapItems(list);
    return changed ? next : list;
  }
  const pages = list.pages.map(mapItems);
  return changed ? { ...list, pages } : list;
}

/**
 * `mapListItems` for a `select`: pages of wire items as pages of client shapes, e.g.
 * `useInfiniteQuery({ ...shortsInfiniteQueryOptions(client, businessId), select: mapPages(shortCardFromWire) })`.
 * The cache keeps the wire items, so cache updates work on one shape whatever the screens show.
 */
export function mapPages<TItem, TOut>(fromWire: (item: TItem) => TOut) {
  return (data: PagedList<TItem>): InfiniteData<TOut[], number> => ({
    ...data,
    pages: data.pages.map((page) => page.map(fromWire)),
  });
}

/** A kind of cached item: where its lists and single items live, and how one is recognised. */
export interface CachedKind<TItem> {
  /** The prefix of every list and single item of the kind, e.g. `['shorts', businessId]`. */
  prefix: QueryKey;
  /** The key of one item's own cache. */
  detail: (id: string) => QueryKey;
  /** The item's id. */
  idOf: (item: TItem) => string;
}

/** A list key is the prefix followed by its filter object (`['links', businessId, { q }]`). */
function listFilter(queryKey: QueryKey, prefix: QueryKey): Record<string, unknown> | undefined {
  const filter = queryKey[prefix.length];
  return queryKey.length === prefix.length + 1 && typeof filter === 'object' && filter !== null
    ? (filter as Record<string, unknown>)
    : undefined;
}

/** The cached lists of a kind, with their filters. */
function cachedLists<TItem>(queryClient: QueryClient, prefix: QueryKey) {
  return queryClient
    .getQueriesData<CachedList<TItem>>({ queryKey: prefix })
    .flatMap(([queryKey, data]) => {
      const filter = listFilter(queryKey, prefix);
      return filter && data ? [{ queryKey, data, filter }] : [];
    });
}

/**
 * Puts `created` first in the kind's cached unfiltered lists. Lists with a filter (a search) are
 * refetched instead, since only the server knows whether the new item matches; the promise
 * settles when they are.
 */
export async function insertCreated<TItem>(
  queryClient: QueryClient,
  kind: CachedKind<TItem>,
  created: TItem,
): Promise<void> {
  const same = (a: TItem, b: TItem) => kind.idOf(a) === kind.idOf(b);
  const refetches: Promise<void>[] = [];
  for (const { queryKey, data, filter } of cachedLists<TItem>(queryClient, kind.prefix)) {
    if (Object.values(filter).some((value) => value !== undefined))
      refetches.push(queryClient.invalidateQueries({ queryKey, exact: true }));
    else queryClient.setQueryData(queryKey, prependToList(data, created, same));
  }
  queryClient.setQueryData(kind.detail(kind.idOf(created)), created);
  await Promise.all(refetches);
}

/** Replaces `updated` in place in every cached list of the kind and in its own cache. */
export function replaceUpdated<TItem>(
  queryClient: QueryClient,
  kind: CachedKind<TItem>,
  updated: TItem,
): void {
  const id = kind.idOf(updated);
  for (const { queryKey, data } of cachedLists<TItem>(queryClient, kind.prefix))
    queryClient.setQueryData(
      queryKey,
      mapListItems(data, (item) => (kind.idOf(item) === id ? updated : item)),
    );
  queryClient.setQueryData(kind.detail(id), updated);
}

/**
 * Changes the item `id` with `change` in every cached list of the kind and in its own cache (a
 * close marking it expired, an influencer made inactive).
 */
export function patchCached<TItem>(
  queryClient: QueryClient,
  kind: CachedKind<TItem>,
  id: string,
  change: (item: TItem) => TItem,
): void {
  for (const { queryKey, data } of cachedLists<TItem>(queryClient, kind.prefix))
    queryClient.setQueryData(
      queryKey,
      mapListItems(data, (item) => (kind.idOf(item) === id ? change(item) : item)),
    );
  queryClient.setQueryData<TItem>(kind.detail(id), (item) => (item ? change(item) : item));
}

/**
 * Removes the item `id` from every cached list of the kind and drops its own cache. A list of the
 * newest few (`{ newest }`, one page) is also asked again: only the server knows what now fills
 * its last place.
 */
export function removeDeleted<TItem>(
  queryClient: QueryClient,
  kind: CachedKind<TItem>,
  id: string,
): void {
  for (const { queryKey, data, filter } of cachedLists<TItem>(queryClient, kind.prefix)) {
    queryClient.setQueryData(
      queryKey,
      mapListItems(data, (item) => (kind.idOf(item) === id ? null : item)),
    );
    if (filter.newest !== undefined) void queryClient.invalidateQueries({ queryKey, exact: true });
  }
  queryClient.removeQueries({ queryKey: kind.detail(id), exact: true });
}

/** Marks a link, short or multilink expired (what a close does; the lists keep expired items). */
export const expire = <TItem extends { is_expired: boolean }>(item: TItem): TItem =>
  item.is_expired ? item : { ...item, is_expired: true };
