import * as v from 'valibot';
import { LIMITS } from '../constants';
import {
  containsHebrew,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  normalizeUsername,
  parseCommission,
  parseNetRevenueRatio,
} from '../validation';
import { MESSAGES } from './messages';

const permissionsSchema = v.object({
  clicksEnabled: v.boolean(),
  salesEnabled: v.boolean(),
  revenueEnabled: v.boolean(),
  commissionEnabled: v.boolean(),
  crEnabled: v.boolean(),
  aovEnabled: v.boolean(),
  isActiveInfluencer: v.boolean(),
});

function percent(parse: typeof parseCommission, message: string) {
  return v.pipe(
    v.string(),
    v.check((s) => parse(s).ok, message),
    v.transform((s) => {
      const r = parse(s);
      return r.ok ? r.value : 0;
    }),
  );
}

/**
 * The influencer form (content.md §5). Create: username normalised, letters/digits/_/- and no
 * Hebrew, email valid. Edit: username and email non-empty, a changed email must be valid (an
 * unchanged one skips the check). Phone optional; promocode up to 20; commission and net revenue
 * ratio typed as text and output as numbers ('' → 0 and 100); profile image required.
 */
export function influencerSchema(opts: { mode: 'create' | 'edit'; originalEmail?: string }) {
  const create = opts.mode === 'create';
  const username = create
    ? v.pipe(
        v.string(),
        v.check((s) => !containsHebrew(s), MESSAGES.hebrew),
        v.transform(normalizeUsername),
        v.nonEmpty(MESSAGES.usernameFormat),
        v.check(isValidUsername, MESSAGES.usernameFormat),
      )
    : v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required));
  const email = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(create ? MESSAGES.emailFormat : MESSAGES.required),
    v.check(
      (s) => (!create && s === (opts.originalEmail ?? '').trim()) || isValidEmail(s),
      MESSAGES.emailFormat,
    ),
  );
  return v.object({
    username,
    email,
    phone: v.pipe(v.string(), v.trim(), v.check(isValidPhone, MESSAGES.phone)),
    profileImageUrl: v.pipe(v.string(), v.nonEmpty(MESSAGES.profileImage)),
    isActive: v.boolean(),
    promocode: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.promocodeMax, MESSAGES.promocode)),
    commission: percent(parseCommission, MESSAGES.commission),
    netRevenueRatio: percent(parseNetRevenueRatio, MESSAGES.netRevenueRatio),
    reduceRefundsFromCommission: v.boolean(),
    reduceVatFromCommission: v.boolean(),
    permissions: permissionsSchema,
  });
}
