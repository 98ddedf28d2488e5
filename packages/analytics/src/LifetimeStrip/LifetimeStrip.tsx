import {
  analyticsTiles,
  compactNumber,
  showRevenueTile,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { StatTile } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useFormats } from '../intl/formats';
import { useLifetimeStrings } from '../intl/lifetime';
import * as styles from './LifetimeStrip.css';

/** Lifetime totals of one channel (links, shorts) as the strip shows them. */
export interface LifetimeFigures {
  views: number;
  /** Sales: completed checkouts for admins, attributed checkouts for influencers. */
  checkouts: number;
  /** Revenue: the business's for admins, the attributed revenue for influencers. */
  revenue: number;
}

/** Props of LifetimeStrip. */
export interface LifetimeStripProps {
  /** The totals; `undefined` while loading or after a failure. */
  figures: LifetimeFigures | undefined;
  /** The currency of the revenue (ISO 4217). */
  currency: string;
  /** Admins see every figure; influencers per their permissions. */
  viewerRole: Role;
  /** The influencer's permissions (ignored for admins). */
  permissions: ClientPermissions;
  /** Shows skeletons. */
  isLoading?: boolean;
  /** A failure: the strip then shows nothing (content.md §8, lifetime failures are only logged). */
  error?: ReactNode;
}

/**
 * The lifetime analytics strip above a list (content.md §2, §6): views, sales and revenue; the
 * revenue figure shows only once lifetime revenue reaches 1000.
 */
export function LifetimeStrip({
  figures,
  currency,
  viewerRole,
  permissions,
  isLoading = false,
  error,
}: LifetimeStripProps) {
  const strings = useLifetimeStrings();
  const formats = useFormats(currency);
  if (error != null && error !== false && !isLoading) return null;
  const visible = new Set(analyticsTiles(viewerRole, permissions).map((t) => t.key));
  const loading = isLoading || !figures;
  const showRevenue = visible.has('revenue') && (loading || showRevenueTile(figures.revenue));
  return (
    <section aria-label={strings.format('lifetime.label')} className={styles.strip}>
      {visible.has('views') ? (
        <StatTile
          label={strings.format('lifetime.views')}
          value={figures ? compactNumber(figures.views) : ''}
          isLoading={loading}
        />
      ) : null}
      {visible.has('checkouts') ? (
        <StatTile
          label={strings.format('lifetime.checkouts')}
          value={figures ? compactNumber(figures.checkouts) : ''}
          isLoading={loading}
        />
      ) : null}
      {showRevenue ? (
        <StatTile
          label={strings.format('lifetime.revenue')}
          value={figures ? formats.money(figures.revenue) : ''}
          isLoading={loading}
        />
      ) : null}
    </section>
  );
}
