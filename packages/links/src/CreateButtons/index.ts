export { CreateButtons } from './CreateButtons';
export type { CreateButtonsProps } from './CreateButtons';
