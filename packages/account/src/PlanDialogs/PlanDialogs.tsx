import {
  ROUTES,
  TIMINGS,
  trialState,
  upsellStripVisible,
  type PlanState,
  type influencerLimitDialog,
} from '@shoppable/domain';
import { Button, Dialog, LinkButton } from '@shoppable/ui';
import { useEffect, useState } from 'react';
import { usePlanStrings } from '../intl/plans';
import * as styles from './PlanDialogs.css';

/** Open state of a plan dialog: controlled by the shell. */
export interface PlanDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** Called with `false` when it closes (Not now, OK, Escape, or the upgrade link). */
  onOpenChange: (isOpen: boolean) => void;
}

/** Props of FreeTrialDialog. */
export interface FreeTrialDialogProps extends PlanDialogProps {
  /** Admins get the upgrade link; influencers are told to ask their merchant. */
  isAdmin: boolean;
}

function UpgradeFooter({ isAdmin, close }: { isAdmin: boolean; close: () => void }) {
  const t = usePlanStrings();
  return isAdmin ? (
    <>
      <Button variant="secondary" onPress={close}>
        {t.format('dialogs.notNow')}
      </Button>
      <LinkButton href={ROUTES.pricingPlans} onPress={close}>
        {t.format('dialogs.upgrade')}
      </LinkButton>
    </>
  ) : (
    <Button onPress={close}>{t.format('dialogs.ok')}</Button>
  );
}

/**
 * The free-trial dialog (platform.md §4): what a free user whose trial ended gets instead of
 * creating links, multilinks, influencers or using AI settings. Admins can go to the plans page.
 */
export function FreeTrialDialog({ isOpen, onOpenChange, isAdmin }: FreeTrialDialogProps) {
  const t = usePlanStrings();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.format('dialogs.freeTrialTitle')}
      size="sm"
      closeLabel={null}
      footer={({ close }) => <UpgradeFooter isAdmin={isAdmin} close={close} />}
    >
      <p className={styles.message}>
        {t.format(isAdmin ? 'dialogs.freeTrialAdmin' : 'dialogs.freeTrialInfluencer')}
      </p>
    </Dialog>
  );
}

/**
 * The free-mode upsell dialog (platform.md §2): a business feature (Trends) chosen on a plan
 * without business features. It offers the plans page.
 */
export function UpsellDialog({ isOpen, onOpenChange }: PlanDialogProps) {
  const t = usePlanStrings();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.format('dialogs.upsellTitle')}
      size="sm"
      closeLabel={null}
      footer={({ close }) => <UpgradeFooter isAdmin close={close} />}
    >
      <p className={styles.message}>{t.format('dialogs.upsellMessage')}</p>
    </Dialog>
  );
}

/** Props of InfluencerLimitDialog. */
export interface InfluencerLimitDialogProps extends PlanDialogProps {
  /** Which limit was reached: `influencerLimitDialog(count, cap)` of `@shoppable/domain`. */
  kind: NonNullable<ReturnType<typeof influencerLimitDialog>>;
}

const limitTexts = {
  'too-many-influencers': ['dialogs.tooManyTitle', 'dialogs.tooManyMessage'],
  'three-influencers': ['dialogs.threeTitle', 'dialogs.threeMessage'],
  upgrade: ['dialogs.noInfluencersTitle', 'dialogs.noInfluencersMessage'],
} as const;

/**
 * The dialog that blocks influencer creation at the plan's cap (platform.md §4): 15 influencers,
 * 3 influencers, or none on the plan; each offers the plans page.
 */
export function InfluencerLimitDialog({ isOpen, onOpenChange, kind }: InfluencerLimitDialogProps) {
  const t = usePlanStrings();
  const [title, message] = limitTexts[kind];
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.format(title)}
      size="sm"
      closeLabel={null}
      footer={({ close }) => <UpgradeFooter isAdmin close={close} />}
    >
      <p className={styles.message}>{t.format(message)}</p>
    </Dialog>
  );
}

/** Props of FreeTrialStrip and UpsellStrip. */
export interface PlanStripProps {
  /** The business's plan and trial days. */
  plan: PlanState;
  /** Admins get the upgrade link. */
  isAdmin: boolean;
}

/**
 * The free-trial strip (platform.md §4): for a free user, the days left in the trial or that it
 * ended, with the upgrade link for admins. Nothing on a paid plan.
 */
export function FreeTrialStrip({ plan, isAdmin }: PlanStripProps) {
  const t = usePlanStrings();
  const state = trialState(plan);
  if (!state.inTrial && !state.ended) return null;
  const days = plan.freeTrialDaysLeft ?? 0;
  const text = state.ended
    ? t.format('dialogs.trialEnded')
    : days === 1
      ? t.format('dialogs.trialOneDayLeft')
      : t.format('dialogs.trialDaysLeft', { days });
  return (
    <div
      role="region"
      aria-label={t.format('dialogs.trialStripLabel')}
      className={styles.strip[state.ended ? 'ended' : 'trial']}
    >
      <span>{text}</span>
      {isAdmin ? (
        <LinkButton size="sm" variant="secondary" href={ROUTES.pricingPlans}>
          {t.format('dialogs.upgrade')}
        </LinkButton>
      ) : null}
    </div>
  );
}

/**
 * The upsell strip (platform.md §4, §9): on the free plan it shows to admins, or to anyone once
 * the trial ended, 1000 ms after the page opens. Paid plans never see it (decided: an upsell is
 * for free mode).
 */
export function UpsellStrip({ plan, isAdmin }: PlanStripProps) {
  const t = usePlanStrings();
  const [shown, setShown] = useState(false);
  const eligible = plan.plan === 'FREE' && upsellStripVisible(isAdmin, plan);
  useEffect(() => {
    if (!eligible) return undefined;
    const timer = setTimeout(() => setShown(true), TIMINGS.upsellStrip);
    return () => clearTimeout(timer);
  }, [eligible]);
  if (!eligible || !shown) return null;
  return (
    <div
      role="region"
      aria-label={t.format('dialogs.upsellStripLabel')}
      className={styles.strip.upsell}
    >
      <span>{t.format('dialogs.upsellStrip')}</span>
      {isAdmin ? (
        <LinkButton size="sm" href={ROUTES.pricingPlans}>
          {t.format('dialogs.seePlans')}
        </LinkButton>
      ) : null}
    </div>
  );
}
