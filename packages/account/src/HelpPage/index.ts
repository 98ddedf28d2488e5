export { HelpPage } from './HelpPage';
export type { HelpPageProps } from './HelpPage';
