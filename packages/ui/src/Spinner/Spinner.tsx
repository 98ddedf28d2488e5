import { ProgressBar } from 'react-aria-components';
import { spinner } from './Spinner.css';
import type { spinnerSizes } from './spinnerVariants';

/** Props of Spinner. */
export interface SpinnerProps {
  /**
   * What is loading, as assistive technology announces it ("Loading links"). Required: a spinner
   * nobody can name tells a screen-reader user nothing.
   */
  'aria-label': string;
  /** The size: sm (16 px, inside a button or a row), md (24 px, default) or lg (40 px, a page). */
  size?: (typeof spinnerSizes)[number];
}

/**
 * An indeterminate loading indicator: a react-aria ProgressBar (role `progressbar`, no value)
 * drawn as a spinning ring. It spins slower for users who ask for reduced motion.
 */
export function Spinner({ size, ...props }: SpinnerProps) {
  return <ProgressBar {...props} isIndeterminate className={spinner({ size })} />;
}
