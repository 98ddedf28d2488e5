export { OptionMapperSection, optionTextDebounceMs } from './OptionMapperSection';
export type { OptionMapperSectionProps } from './OptionMapperSection';
