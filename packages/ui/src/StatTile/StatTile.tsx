import { useId, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { useStrings } from '../intl';
import { Skeleton } from '../Skeleton';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import {
  delta as deltaClass,
  header,
  infoIcon,
  label as labelClass,
  tile,
  value as valueClass,
  valueLine,
} from './StatTile.css';
import type { statTileDeltaTones } from './statTileVariants';

/** Props of StatTile. */
export interface StatTileProps {
  /** What is counted ("Visits", "Revenue"); names the tile. */
  label: string;
  /** The figure, already formatted in the locale and currency ("1,204", "$3.2K"). */
  value: ReactNode;
  /** A change against a previous period ("+12% vs last week"), shown under the value. */
  delta?: ReactNode;
  /** The colour of the delta: positive, negative or neutral (default). The text must say it too. */
  deltaTone?: (typeof statTileDeltaTones)[number];
  /** An explanation of the figure, in a tooltip on an info button next to the label. */
  description?: string;
  /** While true the value and delta are skeletons and the tile is `aria-busy`. */
  isLoading?: boolean;
}

/**
 * One figure of an analytics row: a label, a big value and an optional change. A named group, so
 * a screen reader reads "Visits, 1,204". While loading it keeps its size and shows skeletons.
 */
export function StatTile({
  label,
  value,
  delta,
  deltaTone,
  description,
  isLoading = false,
}: StatTileProps) {
  const strings = useStrings();
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      className={tile}
      data-loading={isLoading || undefined}
    >
      <div className={header}>
        <p id={labelId} className={labelClass}>
          {label}
        </p>
        {description != null ? (
          <TooltipTrigger delay={300}>
            <IconButton
              variant="plain"
              size="sm"
              aria-label={strings.format('statTile.about', { label })}
            >
              <svg className={infoIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor">
                <circle cx="8" cy="8" r="6.5" strokeWidth="1.3" />
                <path d="M8 7.2v4" strokeWidth="1.5" strokeLinecap="round" />
                <circle cx="8" cy="4.9" r="0.6" fill="currentColor" stroke="none" />
              </svg>
            </IconButton>
            <Tooltip>{description}</Tooltip>
          </TooltipTrigger>
        ) : null}
      </div>
      {isLoading ? (
        <>
          <Skeleton shape="rect" inlineSize="60%" blockSize={valueLine} />
          {delta != null ? <Skeleton inlineSize="40%" /> : null}
        </>
      ) : (
        <>
          <p className={valueClass}>{value}</p>
          {delta != null ? (
            <p className={deltaClass({ tone: deltaTone })} data-tone={deltaTone ?? 'neutral'}>
              {delta}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
