import { Button } from '@shoppable/ui';
import { useId, useState } from 'react';
import { useFormats, useStrings } from '../intl';
import * as styles from './VisitsBreakdown.css';

/** Props of VisitsBreakdown. */
export interface VisitsBreakdownProps {
  /** The counted visits (the Clicks tile's figure). */
  counted: number;
  /** Requests filtered as link-preview bots, HEAD requests and prefetches. */
  bots: number;
  /** Visits filtered as repeats of a shopper within 30 minutes. */
  repeats: number;
  /**
   * Counted visits of a page that showed an in-stock product in place of a sold-out one (auto
   * swap); part of `counted`. Without it the row is left out.
   */
  swapped?: number;
  /** Events refused as relays without a valid, fresh signature; without it the row is left out. */
  refusedUnsigned?: number;
  /** Events refused over the per-address limit; without it the row is left out. */
  refusedRateLimited?: number;
}

/**
 * Explained counts: why the visits differ from a social network's own click count. A button
 * under the tiles opens a small breakdown — counted, filtered as bots (link previews, HEAD
 * requests, prefetches), filtered as repeats (the same shopper within 30 minutes), refused as
 * unsigned relays or over the per-address limit, and of the counted ones those that saw a swapped
 * product.
 */
export function VisitsBreakdown({
  counted,
  bots,
  repeats,
  swapped,
  refusedUnsigned,
  refusedRateLimited,
}: VisitsBreakdownProps) {
  const strings = useStrings();
  const formats = useFormats('USD');
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const optional = (key: string, label: string, value: number | undefined) =>
    value === undefined ? [] : [{ key, label, value }];
  const rows = [
    { key: 'counted', label: strings.format('breakdown.counted'), value: counted },
    { key: 'bots', label: strings.format('breakdown.bots'), value: bots },
    { key: 'repeats', label: strings.format('breakdown.repeats'), value: repeats },
    ...optional('unsigned', strings.format('breakdown.refusedUnsigned'), refusedUnsigned),
    ...optional('rateLimited', strings.format('breakdown.refusedRateLimited'), refusedRateLimited),
    ...optional('swapped', strings.format('breakdown.swapped'), swapped),
  ];
  return (
    <div className={styles.root}>
      <Button
        variant="plain"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        onPress={() => setOpen((open) => !open)}
      >
        {strings.format('breakdown.toggle')}
      </Button>
      {isOpen ? (
        <div
          id={id}
          role="region"
          aria-label={strings.format('breakdown.label')}
          className={styles.panel}
        >
          <dl className={styles.list}>
            {rows.map((row) => (
              <div key={row.key} className={styles.row}>
                <dt>{row.label}</dt>
                <dd className={styles.value}>{formats.count(row.value)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{strings.format('breakdown.note')}</p>
        </div>
      ) : null}
    </div>
  );
}
