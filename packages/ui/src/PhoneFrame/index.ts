export { PhoneFrame } from './PhoneFrame';
export type { PhoneFrameProps } from './PhoneFrame';
