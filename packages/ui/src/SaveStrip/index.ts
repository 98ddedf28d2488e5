export { SaveStrip, saveStripDelayMs } from './SaveStrip';
export type { SaveStripProps } from './SaveStrip';
