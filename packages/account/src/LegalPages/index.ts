export { PrivacyPolicy, Terms } from './LegalPages';
export type { LegalPageProps } from './LegalPages';
