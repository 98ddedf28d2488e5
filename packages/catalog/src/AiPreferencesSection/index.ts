export { AiPreferencesSection } from './AiPreferencesSection';
export type { AiPreferencesSectionProps } from './AiPreferencesSection';
