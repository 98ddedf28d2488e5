export { PreorderSection } from './PreorderSection';
export type { PreorderSectionProps, PreorderValue } from './PreorderSection';
