export { Segment, SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentProps } from './SegmentedControl';
