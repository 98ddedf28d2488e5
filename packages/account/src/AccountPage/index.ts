export { AccountPage, STORE_APP_URL } from './AccountPage';
export type { AccountPageProps } from './AccountPage';
