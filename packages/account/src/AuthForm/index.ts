export { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from './AuthForm';
export type { AuthScreenProps } from './AuthForm';
