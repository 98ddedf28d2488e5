export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { TooltipTrigger } from 'react-aria-components';
export type { TooltipTriggerComponentProps as TooltipTriggerProps } from 'react-aria-components';
