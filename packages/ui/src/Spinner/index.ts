export { Spinner } from './Spinner';
export { spinnerSizes } from './spinnerVariants';
export type { SpinnerProps } from './Spinner';
