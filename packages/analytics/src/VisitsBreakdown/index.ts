export { VisitsBreakdown } from './VisitsBreakdown';
export type { VisitsBreakdownProps } from './VisitsBreakdown';
