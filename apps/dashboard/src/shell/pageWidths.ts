import type { PageProps } from '@shoppable/ui';

/**
 * The maximum page width of each route (platform.md §2 lists the widths, not which route has
 * which: decided here). `full` is the default width, the whole content area.
 */
export const PAGE_WIDTHS = {
  home: '1230',
  links: '1200',
  shorts: '1200',
  multilinks: '1200',
  influencers: '1200',
  shopboard: '1500',
  trends: '1500',
  analytics: 'full',
  magicStore: '1000',
  appearance: '1100',
  myAccount: '750',
  settings: '750',
  pricingPlans: '1230',
  legal: '900',
  signIn: '500',
} as const satisfies Record<string, NonNullable<PageProps['width']>>;
