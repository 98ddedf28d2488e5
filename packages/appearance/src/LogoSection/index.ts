export { LogoSection } from './LogoSection';
export type { LogoSectionProps } from './LogoSection';
