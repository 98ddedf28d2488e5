export {
  LoginStore,
  StoreVerificationDialog,
  useLeaveWithoutAuth,
  withAuthParameter,
} from './LoginStore';
export type { LoginStoreProps } from './LoginStore';
