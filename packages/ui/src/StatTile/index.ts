export { StatTile } from './StatTile';
export type { StatTileProps } from './StatTile';
export { statTileDeltaTones } from './statTileVariants';
