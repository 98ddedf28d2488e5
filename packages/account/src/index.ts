export { SignInPrompt } from './SignInPrompt';
export type { SignInPromptProps } from './SignInPrompt';
export {
  AUTH_PARAMETER,
  createSessionController,
  createSessionStore,
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
  SessionData,
  SessionController,
  SessionControllerOptions,
  SessionPlan,
  SessionProviderProps,
  SessionStatus,
  SessionStore,
  SessionValue,
  SignOutReason,
} from './session';
export { Home, planStateOf, useHomeLists } from './Home';
export type { HomeProps, HomeRecentItem } from './Home';
export { RecentOrders } from './RecentOrders';
export type { RecentOrdersProps } from './RecentOrders';
export { SetupTodo } from './SetupTodo';
export type { SetupTodoProps } from './SetupTodo';
export { InfluencerLogin, Login, savedCredentialsFromSearch } from './Login';
export type { InfluencerLoginProps, LoginProps, SavedInfluencerCredentials } from './Login';
export { Register } from './Register';
export type { RegisterProps } from './Register';
export { CheckYourEmail } from './CheckYourEmail';
export type { CheckYourEmailProps } from './CheckYourEmail';
export { ForgotPassword } from './ForgotPassword';
export type { ForgotPasswordProps } from './ForgotPassword';
export { ResetPassword } from './ResetPassword';
export type { ResetPasswordProps } from './ResetPassword';
export { VerifyAccount } from './VerifyAccount';
export type { VerifyAccountProps } from './VerifyAccount';
export { AccountPage, STORE_APP_URL } from './AccountPage';
export type { AccountPageProps } from './AccountPage';
export { SettingsPage } from './SettingsPage';
export type { SettingsPageProps, SettingsValues } from './SettingsPage';
export { WEBHOOK_POLL_MS, WebhooksSection } from './WebhooksSection';
export type { WebhooksSectionProps } from './WebhooksSection';
export { REGISTER_REQUEST_DONE_URL, RegisterRequest } from './RegisterRequest';
export type { RegisterRequestProps } from './RegisterRequest';
export { STORE_CONNECTED_MESSAGE, StoreConnection } from './StoreConnection';
export type { StoreConnectionProps } from './StoreConnection';
export { LoginStore } from './LoginStore';
export type { LoginStoreProps } from './LoginStore';
export { RegisterStore } from './RegisterStore';
export type { RegisterStoreProps } from './RegisterStore';
export { PrivacyPolicy, Terms } from './LegalPages';
export type { LegalPageProps } from './LegalPages';
export { HelpPage } from './HelpPage';
export type { HelpPageProps } from './HelpPage';
export { PricingPlans, SALES_EMAIL, SUBSCRIPTION_COMPLETED_MESSAGE } from './PricingPlans';
export type { PricingPlansProps } from './PricingPlans';
export {
  FreeTrialDialog,
  FreeTrialStrip,
  InfluencerLimitDialog,
  UpsellDialog,
  UpsellStrip,
} from './PlanDialogs';
export type {
  FreeTrialDialogProps,
  InfluencerLimitDialogProps,
  PlanDialogProps,
  PlanStripProps,
} from './PlanDialogs';
