import { ROUTES, TIMINGS, trialState, upsellStripVisible, type PlanState } from '@shoppable/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useStrings, type StringKey } from '../intl';
import { announcement, message, stripLink, trial, upsell } from './shell.css';

const messages: StringKey[] = ['announcement.1', 'announcement.2', 'announcement.3'];

/**
 * The running-messages strip (platform.md §2): one message at a time, the next every 5000 ms
 * with a 500 ms fade. Not a live region: the rotation is not announced.
 */
export function RunningMessages() {
  const strings = useStrings();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % messages.length);
        setFading(false);
      }, TIMINGS.messageStripFade);
    }, TIMINGS.messageStrip);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, []);
  return (
    <section className={announcement} aria-label={strings.format('announcements')}>
      <p className={message} data-hidden={fading || undefined}>
        {strings.format(messages[index] ?? 'announcement.1')}
      </p>
    </section>
  );
}

/** The free-trial strip (platform.md §4): days left, or that the trial ended; upgrade for admins. */
export function TrialStrip({ plan, isAdmin }: { plan: PlanState; isAdmin: boolean }) {
  const strings = useStrings();
  const state = trialState(plan);
  if (plan.plan !== 'FREE' || (!state.inTrial && !state.ended)) return null;
  const days = plan.freeTrialDaysLeft ?? 0;
  return (
    <div className={trial} role="status">
      <span>
        {state.ended
          ? strings.format('strip.trialEnded')
          : strings.plural('strip.trialDays', days, { days })}
      </span>
      {isAdmin ? (
        <Link className={stripLink} href={ROUTES.pricingPlans}>
          {strings.format('strip.trialAction')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The upsell strip (platform.md §4): to admins, or to anyone once the trial ended, after 1000 ms.
 * Not shown on the top plans, where there is nothing to upgrade to.
 */
export function UpsellStrip({ plan, isAdmin }: { plan: PlanState; isAdmin: boolean }) {
  const strings = useStrings();
  const [shown, setShown] = useState(false);
  const wanted =
    upsellStripVisible(isAdmin, plan) && plan.plan !== 'PRO' && plan.plan !== 'ENTERPRISE';
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setShown(true), TIMINGS.upsellStrip);
    return () => clearTimeout(timer);
  }, [wanted]);
  if (!wanted || !shown) return null;
  return (
    <div className={upsell}>
      <span>{strings.format('strip.upsell')}</span>
      <Link className={stripLink} href={ROUTES.pricingPlans}>
        {strings.format('strip.upsellAction')}
      </Link>
    </div>
  );
}
