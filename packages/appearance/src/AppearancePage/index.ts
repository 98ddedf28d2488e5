export { AppearancePage } from './AppearancePage';
export type { AppearancePageProps } from './AppearancePage';
