import { AB_MIN_VISITS, abVerdict, type AbVisitsNeeded } from '@shoppable/domain';
import { Card, formatMoney, numberFormat, StatTile } from '@shoppable/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria';
import { useMultilinkStrings } from '../intl/multilinks';
import * as styles from './AbVerdictPanel.css';

/** One side of the test: its name and figures. */
export interface AbExperience {
  /** "Experience A". */
  name: string;
  visits: number;
  /** Completed checkouts. */
  checkouts: number;
  revenue: number;
}

/** Props of AbVerdictPanel. */
export interface AbVerdictPanelProps {
  /** Experience A. */
  a: AbExperience;
  /** Experience B. */
  b: AbExperience;
  /** The multilink's currency (revenue per visit). */
  currency: string;
}

/**
 * The A/B verdict of a multilink's two experiences (domain's `abVerdict`): which one
 * converts better and with what probability, the expected uplift of B over A with its 95 %
 * interval, the visits still needed to reach 95 % and each side's revenue per visit; under 100
 * visits a side, "Not enough data yet".
 */
export function AbVerdictPanel({ a, b, currency }: AbVerdictPanelProps) {
  const t = useMultilinkStrings();
  const { locale } = useLocale();
  // ~0.3 s of arithmetic (100 000 seeded draws a side): only when the figures change.
  const verdict = useMemo(
    () =>
      abVerdict(
        { visits: a.visits, conversions: a.checkouts, revenue: a.revenue },
        { visits: b.visits, conversions: b.checkouts, revenue: b.revenue },
      ),
    [a.visits, a.checkouts, a.revenue, b.visits, b.checkouts, b.revenue],
  );
  const number = (n: number) => numberFormat(locale).format(n);
  const percent = (n: number, signed = false) =>
    numberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(n);
  /** A probability as a whole percent, never rounded up to a certainty it is not. */
  const probability = (p: number) =>
    numberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: p >= 0.99 ? 1 : 0,
    }).format(Math.min(p, 0.999));
  const revenueTiles = (
    [
      [a.name, verdict.revenuePerVisit.a],
      [b.name, verdict.revenuePerVisit.b],
    ] as const
  ).map(([name, perVisit]) => (
    <StatTile
      key={name}
      label={t.format('multilinks.verdict.revenuePerVisit', { name })}
      value={formatMoney(locale, perVisit, currency)}
    />
  ));
  const needed = (n: AbVisitsNeeded) =>
    n.status === 'reached'
      ? t.format('multilinks.verdict.neededNone')
      : n.status === 'needed'
        ? number(n.visits)
        : n.status === 'unreachable'
          ? t.format('multilinks.verdict.neededUnreachable')
          : t.format('multilinks.verdict.neededBeyond', { limit: number(n.limit) });

  return (
    <Card title={t.format('multilinks.verdict.title')}>
      <div className={styles.body}>
        {verdict.kind === 'notEnoughData' ? (
          <>
            <p className={styles.statement}>{t.format('multilinks.verdict.notEnoughData')}</p>
            <p className={styles.note}>
              {t.format('multilinks.verdict.notEnoughDataDetail', {
                min: number(AB_MIN_VISITS),
                a: a.name,
                b: b.name,
                visitsA: number(a.visits),
                visitsB: number(b.visits),
              })}
            </p>
          </>
        ) : (
          <>
            <p className={styles.statement}>
              {verdict.visitsNeeded.status === 'unreachable'
                ? t.format('multilinks.verdict.same', { a: a.name, b: b.name })
                : t.format('multilinks.verdict.better', {
                    leader: verdict.leader === 'a' ? a.name : b.name,
                    other: verdict.leader === 'a' ? b.name : a.name,
                    probability: probability(verdict.probability),
                  })}
            </p>
            {verdict.visitsNeeded.status === 'reached' ? (
              <p className={styles.reached}>{t.format('multilinks.verdict.reached')}</p>
            ) : null}
          </>
        )}
        <div className={styles.tiles}>
          {verdict.kind === 'verdict' ? (
            <>
              <StatTile
                label={t.format('multilinks.verdict.uplift', { a: a.name, b: b.name })}
                value={percent(verdict.uplift.median, true)}
                delta={t.format('multilinks.verdict.interval', {
                  low: percent(verdict.uplift.low, true),
                  high: percent(verdict.uplift.high, true),
                })}
              />
              <StatTile
                label={t.format('multilinks.verdict.visitsNeeded')}
                value={needed(verdict.visitsNeeded)}
              />
            </>
          ) : null}
          {revenueTiles}
        </div>
        <p className={styles.note}>{t.format('multilinks.verdict.method')}</p>
      </div>
    </Card>
  );
}
