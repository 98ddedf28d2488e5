import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARES,
  EMPTY_SHORT_TARGET,
  SELECTION_RULES,
  allowedSubLinkTypes,
  applySelection,
  canConfirmSelection,
  canSaveLink,
  canSaveMultilink,
  canSaveShort,
  canSelectAll,
  chooseShortItem,
  chooseShortType,
  clearedUtm,
  defaultShoppingUrl,
  experienceLetter,
  hasAnyUtm,
  hasBlobImages,
  influencerLoginLink,
  influencerReportFilename,
  isSubLinkValid,
  isValidUtmValue,
  netRevenueSwitchInitial,
  pickSubLinkItem,
  previewTagLabel,
  publicLinkUrl,
  rebalanceShares,
  setSubLinkType,
  subLinkSelectionRule,
  utmFromServer,
  utmPreview,
  utmToServer,
  withUrl,
} from './links';
import type { ShortTarget, SubLink } from './links';

describe('previewTagLabel', () => {
  it.each([
    ['SHORT', 'product', 'Short'],
    ['SHORT', 'collection', 'Short'],
    ['SHORT', 'organic', 'Promocode'],
    ['SHORT', 'custom', ''],
    ['SHOPBOARD', null, 'Shop the Feed'],
    ['LOOK', undefined, 'Instant Store'],
  ] as const)('%s %s → %j', (type, urlType, expected) => {
    expect(previewTagLabel(type, urlType)).toBe(expected);
  });
});

describe('rebalanceShares', () => {
  it.each([
    [50, [50, 50]],
    [70, [70, 30]],
    [0, [0, 100]],
    [100, [100, 0]],
    [120, [100, 0]],
    [-5, [0, 100]],
    [33.6, [34, 66]],
    [Number.NaN, [0, 100]],
  ])('%s → %o', (a, expected) => {
    expect(rebalanceShares(a)).toEqual(expected);
  });
  it('defaults to 50/50', () => {
    expect(DEFAULT_SHARES).toEqual([50, 50]);
  });
});

describe('applySelection', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  it.each([
    [[], a, { min: 1, max: 15 }, { selected: [a] }],
    [[a], b, { min: 1, max: 15 }, { selected: [a, b] }],
    [[a, b], a, { min: 1, max: 15 }, { selected: [b] }],
    [[a], b, { min: 1, max: 1 }, { selected: [b] }],
    [[a], a, { min: 1, max: 1 }, { selected: [] }],
    [
      [a, b],
      c,
      { min: 1, max: 2, noun: 'products' },
      { selected: [a, b], alert: 'You can only select 2 products' },
    ],
    [[a, b], c, { min: 0, max: 2 }, { selected: [a, b], alert: 'You can only select 2 items' }],
    [[a, b], c, { min: 0, max: Number.POSITIVE_INFINITY }, { selected: [a, b, c] }],
  ])('%o + %o with %o', (selected, item, rule, expected) => {
    expect(applySelection(selected, item, rule)).toEqual(expected);
  });
  it('stops at 15 link products', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ id: i }));
    expect(applySelection(fifteen, { id: 99 }, SELECTION_RULES.linkProducts).alert).toBe(
      'You can only select 15 products',
    );
  });
});

describe('canConfirmSelection / canSelectAll', () => {
  it.each([
    [0, SELECTION_RULES.linkProducts, false],
    [1, SELECTION_RULES.linkProducts, true],
    [15, SELECTION_RULES.linkProducts, true],
    [16, SELECTION_RULES.linkProducts, false],
    [1, SELECTION_RULES.shortProduct, true],
    [2, SELECTION_RULES.shortProduct, false],
    [0, SELECTION_RULES.shopboardTags, true],
    [5, SELECTION_RULES.shopboardTags, true],
    [6, SELECTION_RULES.shopboardTags, false],
  ])('%s with %o → %s', (n, rule, expected) => {
    expect(canConfirmSelection(n, rule)).toBe(expected);
  });
  it.each([
    [{ min: 0, max: Number.POSITIVE_INFINITY }, true],
    [SELECTION_RULES.linkProducts, false],
  ])('select all %o → %s', (rule, expected) => {
    expect(canSelectAll(rule)).toBe(expected);
  });
});

describe('withUrl', () => {
  it('drops items with an empty url', () => {
    expect(
      withUrl([{ url: 'https://s.com/p' }, { url: '' }, { url: '  ' }, { url: null }, {}]),
    ).toEqual([{ url: 'https://s.com/p' }]);
  });
});

describe('UTM', () => {
  it.each([
    [{}, '-'],
    [{ UTMSource: '  ', UTMMedium: null }, '-'],
    [{ UTMSource: 'ig' }, 'utm_source=ig'],
    [
      { UTMContent: 'c', UTMSource: 'ig', UTMCampaign: 'spring sale' },
      'utm_source=ig&utm_campaign=spring%20sale&utm_content=c',
    ],
    [
      { UTMSource: 'a', UTMMedium: 'b', UTMCampaign: 'c', UTMTerm: 'd', UTMContent: 'e' },
      'utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e',
    ],
    [{ UTMTerm: 'a&b=c' }, 'utm_term=a%26b%3Dc'],
  ])('utmPreview(%o) → %j', (u, expected) => {
    expect(utmPreview(u)).toBe(expected);
  });
  it.each([
    [{}, false],
    [{ UTMTerm: ' ' }, false],
    [{ UTMTerm: 'x' }, true],
  ])('hasAnyUtm(%o) → %s', (u, expected) => {
    expect(hasAnyUtm(u)).toBe(expected);
  });
  it('round-trips through the server names', () => {
    const u = { ...clearedUtm(), UTMSource: 'ig', UTMCampaign: 'spring' };
    expect(utmToServer(u)).toEqual({
      utm_source: 'ig',
      utm_medium: '',
      utm_campaign: 'spring',
      utm_term: '',
      utm_content: '',
    });
    expect(utmFromServer(utmToServer(u))).toEqual(u);
    expect(utmFromServer(null)).toEqual(clearedUtm());
  });
  it.each([
    ['', true],
    ['spring_sale-2024', true],
    ['{influencer_username}', true],
    ['קיץ', true],
    ['a&b', false],
    ['a/b', false],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
  ])('isValidUtmValue(%j) → %s', (s, expected) => {
    expect(isValidUtmValue(s)).toBe(expected);
  });
});

describe('link editor', () => {
  it.each([
    [[{ src: 'https://cdn/x.png' }], false],
    [[{ src: 'https://cdn/x.png' }, { src: 'blob:http://localhost/1' }], true],
    [[], false],
  ])('hasBlobImages(%o) → %s', (images, expected) => {
    expect(hasBlobImages(images)).toBe(expected);
  });
  it.each([
    ['', 'shop.com', 'https://shop.com'],
    [null, 'https://shop.com/', 'https://shop.com'],
    ['https://shop.com/sale', 'shop.com', 'https://shop.com/sale'],
    ['', '', ''],
    ['  ', ' https:// ', ''],
  ])('defaultShoppingUrl(%j, %j) → %j', (current, domain, expected) => {
    expect(defaultShoppingUrl(current, domain)).toBe(expected);
  });
  it.each([
    [{ modified: true, productCount: 1, saving: false }, true],
    [{ modified: true, productCount: 15, saving: false }, true],
    [{ modified: true, productCount: 16, saving: false }, false],
    [{ modified: true, productCount: 0, saving: false }, false],
    [{ modified: false, productCount: 3, saving: false }, false],
    [{ modified: true, productCount: 3, saving: true }, false],
  ])('canSaveLink(%o) → %s', (s, expected) => {
    expect(canSaveLink(s)).toBe(expected);
  });
});

describe('short editor', () => {
  const item = { id: 'p1', url: 'https://shop.com/p1', title: 'Hat' };
  it('choosing a product fills URL and title and clears collections', () => {
    expect(chooseShortItem('product', item)).toEqual({
      type: 'product',
      productIds: ['p1'],
      collectionIds: [],
      url: item.url,
      title: 'Hat',
    });
    expect(chooseShortItem('collection', item)).toEqual({
      type: 'collection',
      productIds: [],
      collectionIds: ['p1'],
      url: item.url,
      title: 'Hat',
    });
  });
  it.each([['custom'], ['organic']] as const)('choosing %s clears everything', (type) => {
    expect(chooseShortType(type)).toEqual({ ...EMPTY_SHORT_TARGET, type });
  });
  const custom: ShortTarget = chooseShortType('custom');
  it.each([
    [true, custom, 'valid', '', true],
    [true, custom, 'invalid', '', false],
    [true, custom, 'validating', '', false],
    [true, custom, 'unset', '', false],
    [false, custom, 'valid', '', false],
    [true, chooseShortItem('product', item), 'unset', '', true],
    [true, chooseShortItem('collection', item), 'unset', '', true],
    [true, { ...chooseShortItem('product', item), productIds: [] }, 'unset', '', false],
    [true, chooseShortType('organic'), 'unset', 'SAVE10', true],
    [true, chooseShortType('organic'), 'unset', ' ', false],
  ] as Array<
    [boolean, ShortTarget, 'unset' | 'validating' | 'valid' | 'invalid', string, boolean]
  >)('modified %s %o url %s promo %j → %s', (modified, target, urlState, promocode, expected) => {
    expect(canSaveShort({ modified, target, urlState, promocode })).toBe(expected);
  });
  it('is disabled while saving', () => {
    expect(
      canSaveShort({
        modified: true,
        saving: true,
        target: custom,
        urlState: 'valid',
        promocode: '',
      }),
    ).toBe(false);
  });
});

describe('multilink editor', () => {
  it.each([
    ['create', null, ['look', 'product', 'collection', 'custom']],
    ['create', 'look', ['look', 'product', 'collection', 'custom']],
    ['edit', 'look', ['look']],
    ['edit', 'product', ['product', 'collection', 'custom']],
    ['edit', 'custom', ['product', 'collection', 'custom']],
  ] as const)('%s from %s → %o', (mode, original, expected) => {
    expect(allowedSubLinkTypes(mode, original)).toEqual(expected);
  });
  it.each([
    ['look', { min: 1, max: 15 }],
    ['product', { min: 1, max: 1 }],
    ['collection', { min: 1, max: 1 }],
    ['custom', null],
  ] as const)('rule of %s', (type, expected) => {
    const rule = subLinkSelectionRule(type);
    expect(rule === null ? null : { min: rule.min, max: rule.max }).toEqual(expected);
  });

  const base: SubLink = {
    type: 'look',
    productIds: ['a', 'b'],
    collectionIds: [],
    url: '',
    device: 'ALL',
    share: 50,
    urlState: 'unset',
  };
  it('custom clears selections and URL', () => {
    expect(setSubLinkType({ ...base, url: 'x', urlState: 'valid' }, 'custom')).toEqual({
      ...base,
      type: 'custom',
      productIds: [],
      url: '',
      urlState: 'unset',
    });
  });
  it('product keeps one product, collection drops products', () => {
    expect(setSubLinkType(base, 'product').productIds).toEqual(['a']);
    expect(setSubLinkType(base, 'collection').productIds).toEqual([]);
    expect(
      setSubLinkType({ ...base, type: 'collection', collectionIds: ['c'] }, 'look').collectionIds,
    ).toEqual([]);
  });
  it('picking sets type and URL and clears the other kind', () => {
    const withCollection = { ...base, collectionIds: ['c'] };
    expect(pickSubLinkItem(withCollection, 'product', { id: 'p', url: 'u' })).toMatchObject({
      type: 'product',
      productIds: ['p'],
      collectionIds: [],
      url: 'u',
    });
    expect(pickSubLinkItem(base, 'collection', { id: 'c', url: 'v' })).toMatchObject({
      type: 'collection',
      productIds: [],
      collectionIds: ['c'],
      url: 'v',
    });
  });
  it.each([
    [base, true],
    [{ ...base, productIds: [] }, false],
    [{ ...base, type: 'product', productIds: ['a'] }, true],
    [{ ...base, type: 'collection', productIds: [], collectionIds: ['c'] }, true],
    [{ ...base, type: 'collection', productIds: [] }, false],
    [{ ...base, type: 'custom', urlState: 'valid' }, true],
    [{ ...base, type: 'custom', urlState: 'invalid' }, false],
  ] as Array<[SubLink, boolean]>)('isSubLinkValid(%o) → %s', (s, expected) => {
    expect(isSubLinkValid(s)).toBe(expected);
  });
  const b: SubLink = { ...base, type: 'custom', urlState: 'valid' };
  it.each([
    [{ modified: true, title: 'Spring', subLinks: [base, b] }, true],
    [{ modified: false, title: 'Spring', subLinks: [base, b] }, false],
    [{ modified: true, title: '  ', subLinks: [base, b] }, false],
    [{ modified: true, title: 'Spring', subLinks: [base, { ...b, urlState: 'invalid' }] }, false],
    [{ modified: true, title: 'Spring', subLinks: [base, { ...b, share: 40 }] }, false],
    [{ modified: true, title: 'Spring', subLinks: [base] }, false],
    [{ modified: true, saving: true, title: 'Spring', subLinks: [base, b] }, false],
  ] as Array<[Parameters<typeof canSaveMultilink>[0], boolean]>)(
    'canSaveMultilink %#',
    (s, expected) => {
      expect(canSaveMultilink(s)).toBe(expected);
    },
  );
  it.each([
    [0, 'A'],
    [1, 'B'],
  ])('experienceLetter(%s) → %s', (i, expected) => {
    expect(experienceLetter(i)).toBe(expected);
  });
});

describe('addresses', () => {
  it.each([
    ['https://links.test', 'demo', 'abc', 'https://links.test/demo/abc'],
    ['https://links.test/', 'demo', 'abc', 'https://links.test/demo/abc'],
    ['https://shop.com', 'my shop', 'a/b', 'https://shop.com/my%20shop/a%2Fb'],
  ])('publicLinkUrl(%s, %s, %s)', (base, user, id, expected) => {
    expect(publicLinkUrl(base, user, id)).toBe(expected);
  });
  it('influencerLoginLink carries the two usernames and the code', () => {
    const url = new URL(influencerLoginLink('https://app.test/', 'demo', 'maya', 'c&de 1'));
    expect(url.pathname).toBe('/login/influencer');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      admin_username: 'demo',
      username: 'maya',
      code: 'c&de 1',
    });
  });
  it('influencerReportFilename', () => {
    expect(influencerReportFilename('maya', '2024-01-01', '2024-01-31')).toBe(
      'maya_report_2024-01-01_to_2024-01-31.csv',
    );
  });
});

describe('netRevenueSwitchInitial', () => {
  it.each([
    [100, false],
    [null, false],
    [undefined, false],
    [80, true],
    [0, true],
  ])('%s → %s', (ratio, expected) => {
    expect(netRevenueSwitchInitial(ratio)).toBe(expected);
  });
});
