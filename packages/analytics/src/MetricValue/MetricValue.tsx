import { compactNumber } from '@shoppable/domain';
import * as styles from './MetricValue.css';

/** Props of MetricValue. */
export interface MetricValueProps {
  /** What is counted, e.g. "Views". */
  label: string;
  /** The figure; shown compact (1.23K) as the spec's tiles do. */
  value: number;
}

/** One analytics figure with its label, compacted with K, M, B… (content.md §9). */
export function MetricValue({ label, value }: MetricValueProps) {
  return (
    <dl className={styles.metric}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{compactNumber(value)}</dd>
    </dl>
  );
}
