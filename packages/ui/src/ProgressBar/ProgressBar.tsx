import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { fill, label as labelClass, root, track, valueText } from './ProgressBar.css';

/**
 * Props of ProgressBar: react-aria's ProgressBar props (`value`, `minValue`, `maxValue`,
 * `isIndeterminate`, `formatOptions`, `valueLabel`, `aria-label`…) plus a visible label.
 */
export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children'
> {
  /**
   * The visible label ("Uploading video"), which names the bar. Without one, name it with
   * `aria-label`.
   */
  label?: ReactNode;
  /** Whether to show the value ("45%") at the end of the label row; not shown while cycling. */
  showValue?: boolean;
}

/**
 * A horizontal progress bar (role `progressbar`). With a `value` it is determinate and fills from
 * the start side (the right in Hebrew); with `isIndeterminate` it cycles, for work whose length
 * is unknown (the Magic Store's compression and product search).
 */
export function ProgressBar({ label, showValue = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={root}>
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          {label != null ? <Label className={labelClass}>{label}</Label> : <span />}
          {showValue && !isIndeterminate ? <span className={valueText}>{text}</span> : <span />}
          <div className={track}>
            <div
              className={fill}
              data-fill=""
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
