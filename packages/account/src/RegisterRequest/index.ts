export { REGISTER_REQUEST_DONE_URL, RegisterRequest } from './RegisterRequest';
export type { RegisterRequestProps } from './RegisterRequest';
