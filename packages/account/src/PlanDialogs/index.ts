export {
  FreeTrialDialog,
  FreeTrialStrip,
  InfluencerLimitDialog,
  UpsellDialog,
  UpsellStrip,
} from './PlanDialogs';
export type {
  FreeTrialDialogProps,
  InfluencerLimitDialogProps,
  PlanDialogProps,
  PlanStripProps,
} from './PlanDialogs';
