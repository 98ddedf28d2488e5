export { ShortView } from './ShortView';
export type { ShortViewInitial, ShortViewProps } from './ShortView';
