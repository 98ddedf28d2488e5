export { ToggleButton } from './ToggleButton';
export type { ToggleButtonProps } from './ToggleButton';
