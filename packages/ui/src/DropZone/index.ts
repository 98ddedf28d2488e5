export { DropZone } from './DropZone';
export type { DropZoneProps } from './DropZone';
