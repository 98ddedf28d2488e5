export { CheckYourEmail } from './CheckYourEmail';
export type { CheckYourEmailProps } from './CheckYourEmail';
