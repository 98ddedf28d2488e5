export { PricingPlans, SALES_EMAIL, SUBSCRIPTION_COMPLETED_MESSAGE } from './PricingPlans';
export type { PricingPlansProps } from './PricingPlans';
