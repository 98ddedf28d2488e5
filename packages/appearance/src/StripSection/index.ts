export { StripSection } from './StripSection';
export type { StripSectionProps, StripValue } from './StripSection';
