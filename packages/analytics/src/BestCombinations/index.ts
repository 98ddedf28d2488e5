export { BestCombinations } from './BestCombinations';
export type { BestCombinationsProps } from './BestCombinations';
