import {
  analyticsSections,
  analyticsTiles,
  cartAverage,
  compactNumber,
  conversionRate,
  type AnalyticsTileKey,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { StatTile } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useFormats, useStrings } from '../intl';
import * as styles from './AnalyticsTiles.css';

/** The figures behind the tiles: a link's, a channel's or an influencer's totals. */
export interface AnalyticsFigures {
  /** Visits (clicks). */
  views: number;
  /** Completed checkouts (sales), what admins see. */
  checkouts: number;
  /** Revenue in the report's currency, what admins see. */
  revenue: number;
  /** The checkouts attributed to the influencer, what influencers see as sales. */
  influencerAttributedCheckouts: number;
  /** The revenue attributed to the influencer, what influencers see as their revenue. */
  influencerAttributedRevenue: number;
  /** The influencer's commission; its tile shows to influencers with the commission permission. */
  commission?: number;
  /** The visits that came from the link's QR code, said under the clicks once there are any (issue 19); also in `views`. */
  qrScans?: number;
}

/** Props of AnalyticsTiles. */
export interface AnalyticsTilesProps {
  /** The figures; `undefined` while they load or after a failure. */
  figures: AnalyticsFigures | undefined;
  /** The report's currency (ISO 4217), for revenue, AOV and commission. */
  currency: string;
  /** Admins see every tile with the business's figures; influencers per their permissions. */
  viewerRole: Role;
  /** The influencer's permissions (ignored for admins). */
  permissions: ClientPermissions;
  /** Shows skeleton tiles. */
  isLoading?: boolean;
  /** A failure message in place of the tiles; `true` for the default message. */
  error?: ReactNode;
}

type TileKey = AnalyticsTileKey | 'commission';

/**
 * The analytics tiles of a link, channel or influencer (content.md §6): clicks, sales, conversion
 * rate, revenue, AOV and commission, masked per role and permission; influencers see their
 * attributed sales and revenue.
 */
export function AnalyticsTiles({
  figures,
  currency,
  viewerRole,
  permissions,
  isLoading = false,
  error,
}: AnalyticsTilesProps) {
  const strings = useStrings();
  const formats = useFormats(currency);
  const tiles: { key: TileKey; attributed: boolean }[] = analyticsTiles(viewerRole, permissions);
  if (analyticsSections(viewerRole, permissions).commission && figures?.commission !== undefined) {
    tiles.push({ key: 'commission', attributed: true });
  }

  if (error != null && error !== false && !isLoading) {
    return (
      <p role="alert" className={styles.error}>
        {error === true ? strings.format('tiles.error') : error}
      </p>
    );
  }
  if (tiles.length === 0) return <p className={styles.none}>{strings.format('tiles.none')}</p>;

  const valueOf = (key: TileKey, attributed: boolean): string => {
    if (!figures) return '';
    const checkouts = attributed ? figures.influencerAttributedCheckouts : figures.checkouts;
    const revenue = attributed ? figures.influencerAttributedRevenue : figures.revenue;
    switch (key) {
      case 'views':
        return compactNumber(figures.views);
      case 'checkouts':
        return compactNumber(checkouts);
      case 'conversionRate':
        return formats.percent(conversionRate(checkouts, figures.views));
      case 'revenue':
        return formats.money(revenue);
      case 'averageOrderValue':
        return formats.money(cartAverage(revenue, checkouts));
      case 'commission':
        return formats.money(figures.commission ?? 0);
    }
  };
  const labelOf = (key: TileKey, attributed: boolean): string =>
    key === 'revenue' && attributed
      ? strings.format('tiles.influencerRevenue')
      : strings.format(`tiles.${key}`);

  return (
    <section aria-label={strings.format('tiles.label')} className={styles.tiles}>
      {tiles.map(({ key, attributed }) => (
        <StatTile
          key={key}
          label={labelOf(key, attributed)}
          value={valueOf(key, attributed)}
          delta={
            // Only once there are scans: "0 from QR scans" on every link would be noise.
            key === 'views' && figures?.qrScans
              ? strings.format('tiles.qrScans', { count: compactNumber(figures.qrScans) })
              : undefined
          }
          isLoading={isLoading || !figures}
        />
      ))}
    </section>
  );
}
