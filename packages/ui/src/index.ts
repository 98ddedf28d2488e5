export { vars } from './theme/theme.css';
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { ToggleButton } from './ToggleButton';
export type { ToggleButtonProps } from './ToggleButton';
