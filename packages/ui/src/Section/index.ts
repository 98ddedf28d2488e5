export { Section, sectionHighlightMs } from './Section';
export type { SectionProps } from './Section';
