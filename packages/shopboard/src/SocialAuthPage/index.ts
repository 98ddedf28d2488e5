export { SocialAuthPage } from './SocialAuthPage';
export type { SocialAuthPageProps } from './SocialAuthPage';
