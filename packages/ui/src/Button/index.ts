export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonSizes, buttonVariants } from './buttonVariants';
