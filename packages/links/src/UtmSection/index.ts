export {
  areUtmValuesValid,
  UTM_FIELDS,
  utmConflictFields,
  UtmSection,
  utmValues,
} from './UtmSection';
export type { UtmSectionProps, UtmValues } from './UtmSection';
