import { MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';

/** Visits, completed checkouts and revenue of one experience. */
export type AbFigures = [visits: number, checkouts: number, revenue: number];

/**
 * A mock store whose multilink `mlt_0001` is a 70/30 split of two experiences with these figures
 * (the A/B verdict's tests and stories).
 */
export function storeWithAbFigures(a: AbFigures, b: AbFigures): MockStore {
  const store = new MockStore({ now: MOCK_NOW });
  const multilink = store.getMultilink('mlt_0001')!;
  multilink.links_options = multilink.links_options.slice(0, 2).map((option, i) => {
    const [visits, checkouts, revenue] = i === 0 ? a : b;
    return {
      ...option,
      value: i === 0 ? 70 : 30,
      link_data: {
        ...option.link_data,
        link_analytics: { visits, checkouts, revenue, currency: multilink.currency },
      },
    };
  });
  return store;
}
