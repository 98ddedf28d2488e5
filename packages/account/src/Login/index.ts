export { InfluencerLogin, Login, savedCredentialsFromSearch } from './Login';
export type { InfluencerLoginProps, LoginProps, SavedInfluencerCredentials } from './Login';
