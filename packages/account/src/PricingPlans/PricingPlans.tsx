import {
  logClientError,
  useSubscribePlan,
  useSwitchToFreePlan,
  type ApiClient,
  type UserDetails,
} from '@shoppable/api-client';
import { PLANS, pricingCardAction, type Plan, type PlanKey } from '@shoppable/domain';
import { Button, ConfirmDialog, DialogTrigger, LinkButton, numberFormat, Tag } from '@shoppable/ui';
import { useEffect, useId } from 'react';
import { useLocale } from 'react-aria';
import { strings, useStrings } from '../intl';
import { planStateOf } from '../Home';
import * as styles from './PricingPlans.css';

/** The message the checkout window posts to its opener when a subscription completes (platform.md §4). */
export const SUBSCRIPTION_COMPLETED_MESSAGE = 'CompletedPaylinkSubscription';

/** Where the enterprise card's contact link writes to (decided; not in the spec). */
export const SALES_EMAIL = 'sales@shoppable.app';

/** The four cards, in order (platform.md §2). */
const cards = ['starter', 'business', 'pro', 'enterprise'] as const satisfies readonly PlanKey[];

/** Props of PricingPlans. */
export interface PricingPlansProps {
  /** The signed-in user, or `null` for a visitor (cards without buttons). */
  user: UserDetails | null;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** Called after switching to the free plan and re-reading the session: the app goes home. */
  onSwitchedToFree: () => void;
  /** Called when the checkout window reports `CompletedPaylinkSubscription` (the session is re-read first). */
  onSubscribed?: () => void;
  /** Sends the browser to the checkout address; `window.location.assign` by default. */
  openCheckout?: (url: string) => void;
}

const actionKeys = {
  upgrade: 'plans.upgrade',
  downgrade: 'plans.downgrade',
  'free-trial-upgrade': 'plans.freeTrialUpgrade',
} as const;

function PlanCard({
  planKey,
  plan,
  action,
  isPending,
  isDisabled,
  onChoose,
}: {
  planKey: (typeof cards)[number];
  plan: Plan;
  action: ReturnType<typeof pricingCardAction> | null;
  isPending: boolean;
  isDisabled: boolean;
  onChoose: () => void;
}) {
  const t = useStrings();
  const { locale } = useLocale();
  const titleId = useId();
  const featureText = (id: string, content: string) => {
    const key = `plans.feature.${id}`;
    return key in strings['en-US'] ? t.format(key as keyof (typeof strings)['en-US']) : content;
  };
  const price =
    plan.price == null
      ? t.format('plans.byContact')
      : t.format('plans.perMonth', {
          price: numberFormat(locale, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
          }).format(plan.price),
        });
  return (
    <li className={styles.card[action === 'active' ? 'active' : 'plain']}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <span
          className={styles.stripe}
          style={{ backgroundColor: plan.color }}
          aria-hidden="true"
        />
        <h2 id={titleId} className={styles.name}>
          {t.format(`plans.name.${planKey}`)}
        </h2>
        <p className={styles.price}>{price}</p>
        {plan.trialDays ? (
          <Tag tone="info">{t.format('plans.trialDays', { days: plan.trialDays })}</Tag>
        ) : null}
        <p className={styles.description}>{t.format(`plans.description.${planKey}`)}</p>
        <ul className={styles.features} aria-label={t.format('plans.features')}>
          {plan.features.map((feature) => (
            <li key={feature.id}>{featureText(feature.id, feature.content)}</li>
          ))}
        </ul>
        <div className={styles.action}>
          {planKey === 'enterprise' && action != null && action !== 'active' ? (
            <LinkButton variant="secondary" href={`mailto:${SALES_EMAIL}`}>
              {t.format('plans.contactUs')}
            </LinkButton>
          ) : action === 'active' ? (
            <Tag tone="success">{t.format('plans.current')}</Tag>
          ) : action != null ? (
            <Button
              variant={action === 'downgrade' ? 'secondary' : 'primary'}
              isPending={isPending}
              isDisabled={isDisabled}
              onPress={onChoose}
            >
              {t.format(actionKeys[action])}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * The pricing plans page (platform.md §2, §4): Starter, Business, Pro and Enterprise cards with
 * price, features and, for signed-in admins only, the action `pricingCardAction` names (the
 * current plan is marked, Enterprise is a contact-us mail link). Choosing a plan sends the browser
 * to the checkout address; when the checkout window posts `CompletedPaylinkSubscription` the
 * session is re-read. A paid admin can switch to the free plan (session re-read, then home). A
 * failed plan change is only logged and the button is usable again (§8).
 */
export function PricingPlans({
  user,
  client,
  onSwitchedToFree,
  onSubscribed,
  openCheckout = (url) => window.location.assign(url),
}: PricingPlansProps) {
  const t = useStrings();
  const businessId = user?.businessId ?? '';
  const subscribe = useSubscribePlan(client, businessId);
  const switchToFree = useSwitchToFreePlan(client, businessId);
  const plan = user ? planStateOf(user) : null;
  const canChoose = user != null && user.isAdmin && plan != null;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.data !== SUBSCRIPTION_COMPLETED_MESSAGE) return;
      void client.sessionChanged().then(() => onSubscribed?.());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, onSubscribed]);

  const choose = (planKey: PlanKey) =>
    subscribe.mutate(PLANS[planKey].name, {
      onSuccess: (url) => openCheckout(url),
      onError: (e) => logClientError(`plan subscribe: ${e.message}`),
    });

  const goFree = async () => {
    try {
      await switchToFree.mutateAsync();
    } catch (e) {
      logClientError(`plan switch to free: ${(e as Error).message}`);
      return;
    }
    onSwitchedToFree();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.format('plans.title')}</h1>
      <p className={styles.lead}>{t.format('plans.lead')}</p>
      <ul className={styles.cards}>
        {cards.map((planKey) => (
          <PlanCard
            key={planKey}
            planKey={planKey}
            plan={PLANS[planKey]}
            action={canChoose ? pricingCardAction(PLANS[planKey].name, plan) : null}
            isPending={subscribe.isPending && subscribe.variables === PLANS[planKey].name}
            isDisabled={subscribe.isPending || switchToFree.isPending}
            onChoose={() => choose(planKey)}
          />
        ))}
      </ul>
      {canChoose && plan.plan !== 'FREE' ? (
        <div className={styles.free}>
          <DialogTrigger>
            <Button variant="tertiary" isPending={switchToFree.isPending}>
              {t.format('plans.switchToFree')}
            </Button>
            <ConfirmDialog
              title={t.format('plans.switchToFreeTitle')}
              message={t.format('plans.switchToFreeMessage')}
              confirmLabel={t.format('plans.switch')}
              cancelLabel={t.format('plans.cancel')}
              onConfirm={goFree}
            />
          </DialogTrigger>
        </div>
      ) : null}
    </div>
  );
}
