export { VerifyAccount } from './VerifyAccount';
export type { VerifyAccountProps } from './VerifyAccount';
