import { describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGE,
  NET_REVENUE_RATIO_MESSAGE,
  containsHebrew,
  customUrlError,
  customUrlState,
  displayUsername,
  fromStoredShippingUrl,
  isDisconnectConfirmed,
  isNumericText,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  normalizeCustomUrl,
  normalizeEmail,
  normalizeUsername,
  parseCommission,
  parseNetRevenueRatio,
  passwordRules,
  promocodeForPayload,
  sanitizeIdentifier,
  stripLeadingZeros,
  toStoredShippingUrl,
} from './validation';

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['maya.cohen@mail.example.com', true],
    ['x@shop.co.il', true],
    ['x@shop.info', true],
    ['x@shop.store', false],
    ['x@shop.c', false],
    ['x@shop', false],
    ['@shop.com', false],
    ['a b@shop.com', false],
    ['a@-shop.com', false],
    ['', false],
  ])('%s → %s', (s, expected) => {
    expect(isValidEmail(s)).toBe(expected);
  });
  it('normalizeEmail removes whitespace', () => {
    expect(normalizeEmail(' a @b.com \t')).toBe('a@b.com');
  });
});

describe('isValidPhone', () => {
  it.each([
    ['', true],
    ['12345678', true],
    ['+972501234567', true],
    ['123456789012345', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['+12-345-678', false],
    ['++12345678', false],
    [' ', false],
  ])('%j → %s', (s, expected) => {
    expect(isValidPhone(s)).toBe(expected);
  });
});

describe('usernames', () => {
  it.each([
    ['maya_01', true],
    ['Demo-Store', true],
    ['', false],
    ['maya cohen', false],
    ['מאיה', false],
    ['maya.c', false],
  ])('isValidUsername(%j) → %s', (s, expected) => {
    expect(isValidUsername(s)).toBe(expected);
  });
  it.each([
    ['Maya Cohen', 'mayacohen'],
    ['maya_01-x', 'maya_01-x'],
    ['ma!ya@', 'maya'],
    ['מאיה1', '1'],
  ])('normalizeUsername(%j) → %j', (s, expected) => {
    expect(normalizeUsername(s)).toBe(expected);
  });
  it.each([
    ['שלום', true],
    ['abc ש', true],
    ['abc', false],
    ['', false],
  ])('containsHebrew(%j) → %s', (s, expected) => {
    expect(containsHebrew(s)).toBe(expected);
  });
  it.each([
    [' demo ', 'demo'],
    ['de mo\n', 'demo'],
    ['Demo@Shop.com', 'Demo@Shop.com'],
  ])('sanitizeIdentifier(%j) → %j', (s, expected) => {
    expect(sanitizeIdentifier(s)).toBe(expected);
  });
  it.each([
    ['maya', 'maya'],
    ['abcdefghijklmnopqrst', 'abcdefghijklmno'],
  ])('displayUsername(%j) → %j', (s, expected) => {
    expect(displayUsername(s)).toBe(expected);
  });
});

describe('isNumericText', () => {
  it.each([
    ['', true],
    ['12.5', true],
    ['+972', true],
    ['1e5', false],
    ['-1', false],
  ])('%j → %s', (s, expected) => {
    expect(isNumericText(s)).toBe(expected);
  });
});

describe('passwordRules', () => {
  it.each([
    ['', { minLength: false, hasDigit: false }, false],
    ['abcde1', { minLength: true, hasDigit: true }, true],
    ['abcd1', { minLength: false, hasDigit: true }, false],
    ['abcdef', { minLength: true, hasDigit: false }, false],
    ['123456', { minLength: true, hasDigit: true }, true],
  ])('%j', (pw, rules, valid) => {
    expect(passwordRules(pw)).toEqual(rules);
    expect(isValidPassword(pw)).toBe(valid);
  });
});

describe('parseCommission', () => {
  it.each([
    ['', { ok: true, value: 0 }],
    ['  ', { ok: true, value: 0 }],
    ['0', { ok: true, value: 0 }],
    ['15', { ok: true, value: 15 }],
    ['007', { ok: true, value: 7 }],
    ['12.5', { ok: true, value: 12.5 }],
    ['12.55', { ok: true, value: 12.55 }],
    ['.5', { ok: true, value: 0.5 }],
    ['100', { ok: true, value: 100 }],
    ['100.00', { ok: true, value: 100 }],
    ['100.01', { ok: false, message: COMMISSION_MESSAGE }],
    ['101', { ok: false, message: COMMISSION_MESSAGE }],
    ['12.555', { ok: false, message: COMMISSION_MESSAGE }],
    ['-1', { ok: false, message: COMMISSION_MESSAGE }],
    ['abc', { ok: false, message: COMMISSION_MESSAGE }],
    ['1e2', { ok: false, message: COMMISSION_MESSAGE }],
    ['.', { ok: false, message: COMMISSION_MESSAGE }],
  ])('%j → %o', (input, expected) => {
    expect(parseCommission(input)).toEqual(expected);
  });
});

describe('parseNetRevenueRatio', () => {
  it.each([
    ['', { ok: true, value: 100 }],
    ['80', { ok: true, value: 80 }],
    ['100', { ok: true, value: 100 }],
    ['100.01', { ok: false, message: NET_REVENUE_RATIO_MESSAGE }],
    ['0', { ok: true, value: 0 }],
  ])('%j → %o', (input, expected) => {
    expect(parseNetRevenueRatio(input)).toEqual(expected);
  });
});

describe('stripLeadingZeros', () => {
  it.each([
    ['007', '7'],
    ['0', '0'],
    ['00.5', '0.5'],
    ['10', '10'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripLeadingZeros(input)).toBe(expected);
  });
});

describe('normalizeCustomUrl', () => {
  const domains = ['shop.com', 'https://www.shop.com/', 'Store.CO.IL'];
  it.each([
    ['shop.com', { ok: true, url: 'https://shop.com' }],
    ['  shop.com/products/hat?x=1  ', { ok: true, url: 'https://shop.com/products/hat?x=1' }],
    ['https://shop.com/a', { ok: true, url: 'https://shop.com/a' }],
    ['http://shop.com/a', { ok: true, url: 'http://shop.com/a' }],
    ['www.shop.com/sale', { ok: true, url: 'https://www.shop.com/sale' }],
    ['SHOP.COM/A', { ok: true, url: 'https://SHOP.COM/A' }],
    ['store.co.il', { ok: true, url: 'https://store.co.il' }],
    ['shop.com.evil.com', { ok: false }],
    ['shop.comx/a', { ok: false }],
    ['evil.com/shop.com', { ok: false }],
    ['shop.com@evil.com', { ok: false }],
    ['user@shop.com', { ok: false }],
    ['sub.shop.com', { ok: false }],
    ['shop.com:8080/a', { ok: true, url: 'https://shop.com:8080/a' }],
    ['shop.com./a', { ok: true, url: 'https://shop.com./a' }],
    ['https://Store.co.il.:443/x', { ok: true, url: 'https://Store.co.il.:443/x' }],
    ['shop.com../a', { ok: false }],
    ['shop.com.evil.com:443', { ok: false }],
    ['ftp://shop.com', { ok: false }],
    ['javascript:alert(1)', { ok: false }],
    ['shop .com', { ok: false }],
    ['', { ok: false }],
    ['https://', { ok: false }],
  ])('%j → %o', (input, expected) => {
    expect(normalizeCustomUrl(input, domains)).toEqual(expected);
  });
  it('refuses everything when there are no domains', () => {
    expect(normalizeCustomUrl('shop.com', ['', ' '])).toEqual({ ok: false });
  });
});

describe('customUrlState / customUrlError', () => {
  it.each([
    ['', 'unset'],
    ['  ', 'unset'],
    ['shop.com/x', 'valid'],
    ['other.com/x', 'invalid'],
  ])('%j → %s', (input, expected) => {
    expect(customUrlState(input, ['shop.com'])).toBe(expected);
  });
  it('names the domain', () => {
    expect(customUrlError('https://shop.com/')).toContain('shop.com');
  });
});

describe('isDisconnectConfirmed', () => {
  it.each([
    ['disconnect store', true],
    ['Disconnect store', false],
    ['disconnect store ', false],
    ['', false],
  ])('%j → %s', (typed, expected) => {
    expect(isDisconnectConfirmed(typed)).toBe(expected);
  });
  it('accepts a localised phrase', () => {
    expect(isDisconnectConfirmed('נתק חנות', 'נתק חנות')).toBe(true);
  });
});

describe('promocodeForPayload', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    [' SAVE10 ', 'SAVE10'],
  ])('%j → %j', (input, expected) => {
    expect(promocodeForPayload(input)).toBe(expected);
  });
});

describe('shipping URL', () => {
  it.each([
    ['shop.com/returns', 'https://shop.com/returns'],
    ['http://shop.com/returns', 'https://shop.com/returns'],
    ['https://shop.com/returns', 'https://shop.com/returns'],
    ['', ''],
  ])('toStoredShippingUrl(%j) → %j', (input, expected) => {
    expect(toStoredShippingUrl(input)).toBe(expected);
  });
  it.each([
    ['https://shop.com/returns', 'shop.com/returns'],
    [null, ''],
  ])('fromStoredShippingUrl(%j) → %j', (input, expected) => {
    expect(fromStoredShippingUrl(input)).toBe(expected);
  });
});
