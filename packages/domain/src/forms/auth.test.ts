import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  influencerForgotPasswordSchema,
  influencerLoginSchema,
  loginSchema,
  registerStoreSchema,
  registrationRequestSchema,
  resetPasswordSchema,
  signUpSchema,
} from './auth';
import { formErrors } from './errors';
import { ERROR_MESSAGES, MESSAGES } from './messages';

function run(
  schema: v.GenericSchema,
  input: unknown,
): { ok: true; output: unknown } | { ok: false; errors: Record<string, string> } {
  const r = v.safeParse(schema, input);
  return r.success
    ? { ok: true, output: r.output }
    : { ok: false, errors: formErrors(schema, input) };
}

describe('loginSchema', () => {
  it.each([
    [
      { username: ' demo ', password: 'demo1234' },
      { ok: true, output: { username: 'demo', password: 'demo1234' } },
    ],
    [
      { username: '', password: 'demo1234' },
      { ok: false, errors: { username: MESSAGES.required } },
    ],
    [
      { username: 'demo', password: '12345' },
      { ok: false, errors: { password: MESSAGES.password } },
    ],
    [
      { username: 'demo', password: 'abcdef' },
      { ok: true, output: { username: 'demo', password: 'abcdef' } },
    ],
  ])('%o', (input, expected) => {
    expect(run(loginSchema, input)).toEqual(expected);
  });
});

describe('influencerLoginSchema', () => {
  it.each([
    [{ adminUsername: 'demo', username: 'maya', password: 'maya1234' }, true],
    [{ adminUsername: 'demo', username: ' ', password: 'maya1234' }, false],
    [{ adminUsername: '', username: 'maya', password: 'maya1234' }, false],
  ])('%o → %s', (input, ok) => {
    expect(run(influencerLoginSchema, input).ok).toBe(ok);
  });
});

describe('signUpSchema', () => {
  it.each([
    [
      { username: 'Demo', email: ' demo@shop.com ', password: 'demo12' },
      { ok: true, output: { username: 'demo', email: 'demo@shop.com', password: 'demo12' } },
    ],
    [
      { username: '!!', email: 'demo@shop.com', password: 'demo12' },
      { ok: false, errors: { username: "That username doesn't look right" } },
    ],
    [
      { username: 'demo', email: 'demo@shop', password: 'demo12' },
      { ok: false, errors: { email: "That email doesn't look right" } },
    ],
    [
      { username: 'demo', email: 'demo@shop.com', password: 'demoxx' },
      { ok: false, errors: { password: MESSAGES.password } },
    ],
  ])('%o', (input, expected) => {
    expect(run(signUpSchema, input)).toEqual(expected);
  });
});

describe('registerStoreSchema', () => {
  const schema = registerStoreSchema('Owner@Shop.com');
  it.each([
    [{ username: 'owner', email: 'owner@shop.com', password: 'pass12' }, true],
    [{ username: 'owner', email: 'other@shop.com', password: 'pass12' }, false],
    [{ username: 'owner', email: 'owner@shop.com', password: 'pass' }, false],
  ])('%o → %s', (input, ok) => {
    expect(run(schema, input).ok).toBe(ok);
  });
});

describe('registrationRequestSchema', () => {
  it.each([
    [{ name: 'Dana', email: 'dana@shop.com', description: 'Shoes' }, {}],
    [{ name: ' ', email: 'dana@shop.com', description: 'Shoes' }, { name: MESSAGES.required }],
    [
      { name: 'Dana', email: 'x', description: '' },
      { email: MESSAGES.emailFormat, description: MESSAGES.required },
    ],
  ])('%o', (input, errors) => {
    const r = run(registrationRequestSchema, input);
    expect(r.ok ? {} : r.errors).toEqual(errors);
  });
});

describe('forgot password schemas', () => {
  it.each([
    [forgotPasswordSchema, { username: 'demo@shop.com' }, true],
    [forgotPasswordSchema, { username: '  ' }, false],
    [influencerForgotPasswordSchema, { username: 'demo', influencerUsername: 'maya' }, true],
    [influencerForgotPasswordSchema, { username: 'demo', influencerUsername: '' }, false],
  ] as Array<[v.GenericSchema, unknown, boolean]>)('%#', (schema, input, ok) => {
    expect(run(schema, input).ok).toBe(ok);
  });
});

describe('resetPasswordSchema', () => {
  it.each([
    [{ password: 'secret1', confirmPassword: 'secret1' }, {}],
    [
      { password: 'secret1', confirmPassword: 'secret2' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [{ password: 'secret', confirmPassword: 'secret' }, { password: MESSAGES.password }],
  ])('%o', (input, errors) => {
    const r = run(resetPasswordSchema, input);
    expect(r.ok ? {} : r.errors).toEqual(errors);
  });
});

describe('quoted messages', () => {
  it('keeps the spec wording', () => {
    expect(MESSAGES.usernameTaken).toBe('That username is already taken');
    expect(MESSAGES.emailTaken).toBe('That email is already taken');
    expect(MESSAGES.phone).toBe("Phone number doesn't look right");
    expect(MESSAGES.commission).toBe('Commission must be in range 0 - 100');
    expect(MESSAGES.password).toMatch(/lowercase letters and numbers/);
    expect(ERROR_MESSAGES.requestTimeout).toBe('Request timed-out, please try again later');
  });
});
