import { ROUTES } from './constants';

/** Session verification is skipped on the login and register pages and on verify-account (platform.md §4). */
export function skipsSessionVerification(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [
    ROUTES.login,
    ROUTES.loginStore,
    ROUTES.loginInfluencer,
    ROUTES.register,
    ROUTES.registerStore,
    ROUTES.verifyAccount,
  ].includes(path as never);
}
