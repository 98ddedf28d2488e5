import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrors } from './errors';
import { influencerSchema } from './influencer';
import { MESSAGES } from './messages';

const valid = {
  username: 'maya',
  email: 'maya@mail.com',
  phone: '',
  profileImageUrl: 'https://cdn/maya.png',
  isActive: true,
  promocode: 'MAYA10',
  commission: '',
  netRevenueRatio: '',
  reduceRefundsFromCommission: false,
  reduceVatFromCommission: true,
  permissions: {
    clicksEnabled: true,
    salesEnabled: true,
    revenueEnabled: false,
    commissionEnabled: false,
    crEnabled: true,
    aovEnabled: true,
    isActiveInfluencer: false,
  },
};

describe('influencerSchema create', () => {
  const schema = influencerSchema({ mode: 'create' });
  it('outputs numbers for the percent fields', () => {
    const out = v.parse(schema, { ...valid, username: 'Maya Cohen', commission: '012.5' });
    expect(out).toMatchObject({ username: 'mayacohen', commission: 12.5, netRevenueRatio: 100 });
  });
  it.each([
    [{ username: 'מאיה' }, { username: MESSAGES.hebrew }],
    [{ username: '!!!' }, { username: "That username doesn't look right" }],
    [{ email: 'maya@mail' }, { email: "That email doesn't look right" }],
    [{ email: '' }, { email: "That email doesn't look right" }],
    [{ phone: '123' }, { phone: "Phone number doesn't look right" }],
    [{ phone: '+972501234567' }, {}],
    [{ profileImageUrl: '' }, { profileImageUrl: MESSAGES.profileImage }],
    [{ promocode: 'x'.repeat(21) }, { promocode: MESSAGES.promocode }],
    [{ promocode: 'x'.repeat(20) }, {}],
    [{ commission: '100' }, {}],
    [{ commission: '100.01' }, { commission: 'Commission must be in range 0 - 100' }],
    [{ netRevenueRatio: '101' }, { netRevenueRatio: MESSAGES.netRevenueRatio }],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(schema, { ...valid, ...patch })).toEqual(errors);
  });
});

describe('influencerSchema edit', () => {
  const schema = influencerSchema({ mode: 'edit', originalEmail: 'legacy@localhost' });
  it.each([
    [{}, {}],
    [{ email: 'legacy@localhost' }, {}],
    [{ email: 'new@localhost' }, { email: MESSAGES.emailFormat }],
    [{ email: '' }, { email: MESSAGES.required }],
    [{ username: ' ' }, { username: MESSAGES.required }],
    [{ username: 'Legacy.Name' }, {}],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(schema, { ...valid, ...patch })).toEqual(errors);
  });
});
