export { SignInPrompt } from './SignInPrompt';
export type { SignInPromptProps } from './SignInPrompt';
export {
  AUTH_PARAMETER,
  createSessionController,
  loginHref,
  REDIRECT_PARAMETER,
  safeRedirect,
  SessionProvider,
  TOKEN_KEY,
  useApiClient,
  useSession,
} from './session';
export type {
  SessionBusiness,
  SessionController,
  SessionControllerOptions,
  SessionPlan,
  SessionProviderProps,
  SessionStatus,
  SessionValue,
  SignOutReason,
} from './session';
export { Home, planStateOf } from './Home';
export type { HomeProps, HomeRecentItem } from './Home';
export { RecentOrders } from './RecentOrders';
export type { RecentOrdersProps } from './RecentOrders';
export { SetupTodo } from './SetupTodo';
export type { SetupTodoProps } from './SetupTodo';
export { AccountPage, STORE_APP_URL } from './AccountPage';
export type { AccountPageProps } from './AccountPage';
