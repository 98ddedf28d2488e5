export { InfluencerLogin, Login } from './Login';
export type { InfluencerLoginProps, LoginProps, SavedInfluencerCredentials } from './Login';
