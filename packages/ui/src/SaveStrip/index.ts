export { SaveStrip, saveStripDelayMs, useSaveStripShown } from './SaveStrip';
export type { SaveStripProps } from './SaveStrip';
