export { FormInfluencerField, PromocodeField, UtmFields } from './FormFields';
export type { FormInfluencerFieldProps, PromotionValues } from './FormFields';
