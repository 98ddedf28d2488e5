export { SettingsPage } from './SettingsPage';
export type { SettingsPageProps, SettingsValues } from './SettingsPage';
