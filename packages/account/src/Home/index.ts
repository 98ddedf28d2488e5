export { Home, planStateOf } from './Home';
export type { HomeProps, HomeRecentItem } from './Home';
export { useHomeLists } from './useHomeLists';
