export { ButtonStyleSection } from './ButtonStyleSection';
export type { ButtonStyle, ButtonStyleSectionProps } from './ButtonStyleSection';
