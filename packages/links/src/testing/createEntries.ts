import { ALL_PERMISSIONS, navigation, type NavigationUser } from '@shoppable/domain';

const paidAdmin: NavigationUser = {
  isAuthenticated: true,
  isAdmin: true,
  hasStore: true,
  productVisionEnabled: false,
  permissions: ALL_PERMISSIONS,
  plan: 'PRO',
  freeTrialDaysLeft: null,
};

/** The add-menu entries (domain's `navigation().addMenu`) of a paid admin changed by `over`. */
export function createEntries(over: Partial<NavigationUser> = {}) {
  return navigation({ ...paidAdmin, ...over }).addMenu;
}

/** The users of CreateButtons' tests and stories, one per rule. */
export const CREATE_USERS = {
  admin: {},
  trialEnded: { plan: 'FREE', freeTrialDaysLeft: 0 },
  activeInfluencer: { isAdmin: false },
  influencer: { isAdmin: false, permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false } },
} as const satisfies Record<string, Partial<NavigationUser>>;
