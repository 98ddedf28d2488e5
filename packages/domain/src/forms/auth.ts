import * as v from 'valibot';
import { LIMITS } from '../constants';
import {
  isValidEmail,
  isValidPassword,
  isValidUsername,
  normalizeEmail,
  normalizeUsername,
  sanitizeIdentifier,
} from '../validation';
import { MESSAGES } from './messages';

const identifier = v.pipe(
  v.string(),
  v.transform(sanitizeIdentifier),
  v.nonEmpty(MESSAGES.required),
);
const loginPassword = v.pipe(v.string(), v.minLength(LIMITS.passwordMin, MESSAGES.password));
const newPassword = v.pipe(v.string(), v.check(isValidPassword, MESSAGES.password));
const username = v.pipe(
  v.string(),
  v.transform(normalizeUsername),
  v.nonEmpty(MESSAGES.usernameFormat),
  v.check(isValidUsername, MESSAGES.usernameFormat),
);
const email = v.pipe(
  v.string(),
  v.transform(normalizeEmail),
  v.check(isValidEmail, MESSAGES.emailFormat),
);

/** Merchant login (platform.md §5): username non-empty after the sanitizer, password at least 6 characters. */
export const loginSchema = v.object({ username: identifier, password: loginPassword });

/** Influencer login (platform.md §5): the merchant login plus the influencer username. */
export const influencerLoginSchema = v.object({
  adminUsername: identifier,
  username: identifier,
  password: loginPassword,
});

/**
 * Sign-up (platform.md §5): username normalised then format-checked, email with whitespace removed
 * then format-checked, password at least 6 characters with a digit. Availability is the server's.
 */
export const signUpSchema = v.object({ username, email, password: newPassword });

/** Register-store (platform.md §5): username valid, email equal to the store's prefilled email, password valid. */
export function registerStoreSchema(storeEmail: string) {
  return v.object({
    username,
    email: v.pipe(
      v.string(),
      v.transform(normalizeEmail),
      v.check(
        (e) => e.toLowerCase() === normalizeEmail(storeEmail).toLowerCase(),
        MESSAGES.emailMismatch,
      ),
    ),
    password: newPassword,
  });
}

/** Registration request (platform.md §5): name non-empty, email valid, description non-empty. */
export const registrationRequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required)),
  email,
  description: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required)),
});

/** Forgot password (platform.md §5): the merchant username or email, required, through the sanitizer. */
export const forgotPasswordSchema = v.object({ username: identifier });

/** Influencer forgot password (platform.md §5): merchant and influencer usernames or emails, required. */
export const influencerForgotPasswordSchema = v.object({
  username: identifier,
  influencerUsername: identifier,
});

/** Create-new-password (platform.md §2, §5): at least 6 characters and a digit, confirmed by a second field. */
export const resetPasswordSchema = v.pipe(
  v.object({ password: newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.password === i.confirmPassword,
      MESSAGES.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);
