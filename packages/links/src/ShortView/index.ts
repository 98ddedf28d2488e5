export { ShortView, shortViewInitial } from './ShortView';
export type { ShortViewInitial, ShortViewProduct, ShortViewProps } from './ShortView';
