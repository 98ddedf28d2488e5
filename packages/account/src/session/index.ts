export {
  AUTH_PARAMETER,
  createSessionController,
  loginHref,
  REDIRECT_PARAMETER,
  safeRedirect,
  TOKEN_KEY,
} from './controller';
export type { SessionController, SessionControllerOptions, SignOutReason } from './controller';
export { SessionProvider, useApiClient, useSession } from './SessionProvider';
export { createSessionStore } from './store';
export type { SessionStore } from './store';
export type {
  SessionBusiness,
  SessionData,
  SessionPlan,
  SessionProviderProps,
  SessionStatus,
  SessionValue,
} from './SessionProvider';
