export { LifetimeStrip } from './LifetimeStrip';
export type { LifetimeFigures, LifetimeStripProps } from './LifetimeStrip';
