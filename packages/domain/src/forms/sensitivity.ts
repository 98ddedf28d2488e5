/** Product vision sensitivity (platform.md §3): OFF no detection, HIGH, MEDIUM, LOW maximum detection; value names decided. */
export type ProductVisionSensitivity = 'OFF' | 'HIGH' | 'MEDIUM' | 'LOW';

/** The sensitivity options in the order the settings page lists them (platform.md §3). */
export const SENSITIVITY_OPTIONS: ReadonlyArray<{
  value: ProductVisionSensitivity;
  label: string;
}> = [
  { value: 'OFF', label: 'OFF (no products detection)' },
  { value: 'HIGH', label: 'High' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'LOW', label: 'Low (maximum products detection)' },
];
