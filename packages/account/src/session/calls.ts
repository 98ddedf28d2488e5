import { fetchSession, logOut, userDetailsFromWire, type ApiClient } from '@shoppable/api-client';
import { trialState, type PlanState } from '@shoppable/domain';
import type { SessionData } from './SessionProvider';

// The session's calls to the server and the reading of its answer.

export { logOut };

/** `POST /auth/verify` for the stored token, read into what `useSession()` gives. */
export async function verifySession(client: ApiClient, signal?: AbortSignal): Promise<SessionData> {
  const session = await fetchSession(client, signal);
  const user = userDetailsFromWire(session);
  const planState: PlanState | null = user.subscriptionPlan
    ? { plan: user.subscriptionPlan, freeTrialDaysLeft: user.freeTrialDaysLeft }
    : null;
  const trial = planState ? trialState(planState) : null;
  return {
    session,
    user,
    role: user.isAdmin ? 'admin' : 'influencer',
    business:
      user.businessId !== null
        ? {
            id: user.businessId,
            name: user.businessName ?? '',
            logo: user.businessLogo,
            currency: user.businessCurrency,
          }
        : null,
    permissions: user.permissions,
    plan:
      planState && trial
        ? {
            ...planState,
            inTrial: trial.inTrial,
            lastWeek: trial.lastWeek,
            trialEnded: trial.ended,
          }
        : null,
  };
}
