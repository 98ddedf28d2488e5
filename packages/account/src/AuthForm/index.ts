export { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from './AuthForm';
export type { AuthScreenProps } from './AuthForm';
export { AvailabilityNote, checkEmail, checkUsername, useAvailability } from './availability';
export type { Availability, Check } from './availability';
