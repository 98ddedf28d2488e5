export { ChoiceSection } from './ChoiceSection';
export type { ChoiceSectionProps } from './ChoiceSection';
