export { areUtmValuesValid, UTM_FIELDS, UtmSection, utmValues } from './UtmSection';
export type { UtmSectionProps, UtmValues } from './UtmSection';
