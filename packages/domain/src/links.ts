import { LIMITS } from './constants';
import { safeNumber } from './analytics';

/** Link type on the server (content.md §1). */
export type LinkType = 'SHORT' | 'LOOK' | 'SHOPBOARD';

/** What a short points at (content.md §1 "Short URL types"). */
export type ShortUrlType = 'product' | 'collection' | 'custom' | 'organic';

/** The tag shown on a preview (content.md §1): "Short" for product/collection shorts, "Promocode" for organic, "Shop the Feed", "Instant Store"; '' for a custom short (decided: the spec names no tag). */
export function previewTagLabel(
  linkType: LinkType,
  urlType?: ShortUrlType | null,
): 'Short' | 'Promocode' | 'Shop the Feed' | 'Instant Store' | '' {
  if (linkType === 'SHOPBOARD') return 'Shop the Feed';
  if (linkType === 'LOOK') return 'Instant Store';
  if (urlType === 'organic') return 'Promocode';
  if (urlType === 'product' || urlType === 'collection') return 'Short';
  return '';
}

/**
 * Traffic shares of a multilink (content.md §4, §5): integers 0..100 summing to 100; the value
 * set is rounded and clamped, the other one rebalances; a missing number is 0.
 */
export function rebalanceShares(a: number): [number, number] {
  const v = Math.min(LIMITS.trafficShareTotal, Math.max(0, Math.round(safeNumber(a))));
  return [v, LIMITS.trafficShareTotal - v];
}

/** Default shares of a new multilink: 50 / 50 (content.md §9). */
export const DEFAULT_SHARES: readonly [number, number] = [
  LIMITS.trafficShareDefault,
  LIMITS.trafficShareDefault,
];

/** Traffic devices of a multilink experience; ALL is the default (content.md §3). */
export type DeviceOption = 'ALL' | 'MOBILE' | 'PC';

/** Minimum and maximum of a picker selection; `noun` names the items in the limit alert. */
export interface SelectionRule {
  min: number;
  max: number;
  noun?: string;
}

/** Something selectable in a picker. */
export interface Selectable {
  id: string | number;
}

/**
 * A picker click (content.md §5): a selected item is removed; below the max it is added; at the
 * limit a max of 1 replaces the old pick, otherwise nothing changes and the alert
 * 'You can only select {limit} {item}' shows (for 1500 ms).
 */
export function applySelection<T extends Selectable>(
  selected: readonly T[],
  item: T,
  rule: SelectionRule,
): { selected: T[]; alert?: string } {
  if (selected.some((s) => s.id === item.id))
    return { selected: selected.filter((s) => s.id !== item.id) };
  if (selected.length < rule.max) return { selected: [...selected, item] };
  if (rule.max === 1) return { selected: [item] };
  return {
    selected: [...selected],
    alert: `You can only select ${rule.max} ${rule.noun ?? 'items'}`,
  };
}

/** The picker's Done button is disabled below the minimum (content.md §5). */
export function canConfirmSelection(count: number, rule: SelectionRule): boolean {
  return count >= rule.min && count <= rule.max;
}

/** Select all is offered only when the picker has no limit (content.md §2). */
export function canSelectAll(rule: SelectionRule): boolean {
  return rule.max === Number.POSITIVE_INFINITY;
}

/** Picker limits per editor (content.md §5, §9): link 1–15 products; short 1; multilink look 1–15, product 1, collection 1. */
export const SELECTION_RULES = {
  linkProducts: { ...LIMITS.linkProducts, noun: 'products' },
  shortProduct: { ...LIMITS.shortProducts, noun: 'product' },
  shortCollection: { ...LIMITS.shortCollections, noun: 'collection' },
  multilinkLook: { ...LIMITS.multilinkLookProducts, noun: 'products' },
  multilinkProduct: { ...LIMITS.multilinkProducts, noun: 'product' },
  multilinkCollection: { ...LIMITS.multilinkCollections, noun: 'collection' },
  shopboardTags: { min: 0, max: LIMITS.shopboardTagsPerPost, noun: 'products' },
} as const satisfies Record<string, SelectionRule>;

/** Items with an empty url are left out of short-link product and collection search results (content.md §5). */
export function withUrl<T extends { url?: string | null }>(items: readonly T[]): T[] {
  return items.filter((i) => (i.url ?? '').trim() !== '');
}

/** The five UTM parameters with their client names (platform.md §3); any may be missing. */
export interface UtmParams {
  UTMSource?: string | null;
  UTMMedium?: string | null;
  UTMCampaign?: string | null;
  UTMTerm?: string | null;
  UTMContent?: string | null;
}

/** The five UTM parameters as the server names them (platform.md §3, content.md §3). */
export interface ServerUtmParams {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
}

const UTM_KEYS = [
  ['UTMSource', 'utm_source'],
  ['UTMMedium', 'utm_medium'],
  ['UTMCampaign', 'utm_campaign'],
  ['UTMTerm', 'utm_term'],
  ['UTMContent', 'utm_content'],
] as const;

/** The UTM preview (content.md §5): the query string of the filled parts in order source, medium, campaign, term, content, or '-'. */
export function utmPreview(u: UtmParams): string {
  const parts = UTM_KEYS.flatMap(([client, server]) => {
    const v = (u[client] ?? '').trim();
    return v === '' ? [] : [`${server}=${encodeURIComponent(v)}`];
  });
  return parts.length === 0 ? '-' : parts.join('&');
}

/** The UTM switch starts on when any UTM value is filled (content.md §4). */
export function hasAnyUtm(u: UtmParams): boolean {
  return UTM_KEYS.some(([client]) => (u[client] ?? '').trim() !== '');
}

/** Turning the UTM switch off clears all five values (content.md §4). */
export function clearedUtm(): Required<UtmParams> {
  return { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };
}

/** UTM parameters to the server's names; empty values sent as '' (content.md §3). */
export function utmToServer(u: UtmParams): Required<ServerUtmParams> {
  const out = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };
  for (const [client, server] of UTM_KEYS) out[server] = (u[client] ?? '').trim();
  return out;
}

/** UTM parameters from the server's names; missing values become '' (content.md §3). */
export function utmFromServer(u: ServerUtmParams | null | undefined): Required<UtmParams> {
  const out = clearedUtm();
  for (const [client, server] of UTM_KEYS) out[client] = u?.[server] ?? '';
  return out;
}

/**
 * The shared UTM character check (content.md §5; rule not shown, decided): letters, digits,
 * spaces and - _ . ~ + % { } only, at most 100 characters; '' passes.
 */
export function isValidUtmValue(s: string): boolean {
  return s.length <= LIMITS.utmValueMax && /^[\p{L}\p{N} _.~+%{}-]*$/u.test(s);
}

/** A local image still at a blob: address blocks saving with the upload-error dialog (content.md §4). */
export function hasBlobImages(images: ReadonlyArray<{ src: string }>): boolean {
  return images.some((i) => i.src.startsWith('blob:'));
}

/**
 * The shopping redirect URL used when the field is empty: https:// plus the business domain
 * (content.md §4); empty when there is no domain either (the link then has no redirect URL).
 */
export function defaultShoppingUrl(current: string | null | undefined, domain: string): string {
  const c = (current ?? '').trim();
  if (c !== '') return c;
  const host = domain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  return host === '' ? '' : `https://${host}`;
}

/** Link editor Create/Save (content.md §2): enabled when modified, 1 to 15 products, and not saving. */
export function canSaveLink(s: {
  modified: boolean;
  productCount: number;
  saving: boolean;
}): boolean {
  return (
    s.modified && !s.saving && canConfirmSelection(safeNumber(s.productCount), LIMITS.linkProducts)
  );
}

/** The target a short editor holds (content.md §4). */
export interface ShortTarget {
  type: ShortUrlType;
  productIds: string[];
  collectionIds: string[];
  url: string;
  title: string;
}

/** An empty short target: custom with nothing chosen (content.md §4). */
export const EMPTY_SHORT_TARGET: Readonly<ShortTarget> = {
  type: 'custom',
  productIds: [],
  collectionIds: [],
  url: '',
  title: '',
};

/**
 * Choosing a product or collection for a short (content.md §4): sets the type, clears the other
 * selection and fills URL and title from the item.
 */
export function chooseShortItem(
  kind: 'product' | 'collection',
  item: { id: string; url: string; title: string },
): ShortTarget {
  return {
    type: kind,
    productIds: kind === 'product' ? [item.id] : [],
    collectionIds: kind === 'collection' ? [item.id] : [],
    url: item.url,
    title: item.title,
  };
}

/** Choosing custom (or organic) for a short clears the selections, the URL and the title (content.md §4). */
export function chooseShortType(type: 'custom' | 'organic'): ShortTarget {
  return { ...EMPTY_SHORT_TARGET, type };
}

/**
 * Short Save (content.md §4): modified and (custom with a valid URL, or a product or collection
 * chosen). Decided: an organic short needs its promocode, since the promocode is all it carries.
 */
export function canSaveShort(s: {
  modified: boolean;
  saving?: boolean;
  target: ShortTarget;
  urlState: 'unset' | 'validating' | 'valid' | 'invalid';
  promocode: string;
}): boolean {
  if (!s.modified || s.saving === true) return false;
  switch (s.target.type) {
    case 'custom':
      return s.urlState === 'valid';
    case 'product':
      return s.target.productIds.length === 1;
    case 'collection':
      return s.target.collectionIds.length === 1;
    case 'organic':
      return s.promocode.trim() !== '';
  }
}

/** What a multilink experience points at (content.md §4). */
export type SubLinkType = 'look' | 'product' | 'collection' | 'custom';

/**
 * The types a multilink experience may take (content.md §4): every type in create mode; in edit
 * mode a look stays a look and the others choose among product, collection and custom.
 */
export function allowedSubLinkTypes(
  mode: 'create' | 'edit',
  original: SubLinkType | null,
): SubLinkType[] {
  if (mode === 'create' || original === null) return ['look', 'product', 'collection', 'custom'];
  return original === 'look' ? ['look'] : ['product', 'collection', 'custom'];
}

/** The picker rule of a multilink experience type (content.md §4): look 1–15, product 1, collection 1; custom has none. */
export function subLinkSelectionRule(type: SubLinkType): SelectionRule | null {
  switch (type) {
    case 'look':
      return SELECTION_RULES.multilinkLook;
    case 'product':
      return SELECTION_RULES.multilinkProduct;
    case 'collection':
      return SELECTION_RULES.multilinkCollection;
    case 'custom':
      return null;
  }
}

/** One experience of the multilink editor (content.md §3, §4). */
export interface SubLink {
  type: SubLinkType;
  productIds: string[];
  collectionIds: string[];
  url: string;
  device: DeviceOption;
  share: number;
  urlState: 'unset' | 'validating' | 'valid' | 'invalid';
}

/**
 * Changing an experience's type (content.md §4): custom clears products, collections and URL;
 * look, product and collection keep only the selection of their own kind.
 */
export function setSubLinkType(s: SubLink, type: SubLinkType): SubLink {
  if (type === 'custom')
    return { ...s, type, productIds: [], collectionIds: [], url: '', urlState: 'unset' };
  if (type === 'collection') return { ...s, type, productIds: [] };
  return {
    ...s,
    type,
    collectionIds: [],
    productIds: type === 'product' ? s.productIds.slice(0, 1) : s.productIds,
  };
}

/**
 * Picking a product or collection for an experience (content.md §4): sets the type and the URL and
 * clears the other kind.
 */
export function pickSubLinkItem(
  s: SubLink,
  kind: 'product' | 'collection',
  item: { id: string; url: string },
): SubLink {
  return kind === 'product'
    ? { ...s, type: 'product', productIds: [item.id], collectionIds: [], url: item.url }
    : { ...s, type: 'collection', productIds: [], collectionIds: [item.id], url: item.url };
}

/**
 * An experience is valid (content.md §4): custom with a valid URL; look, product and collection
 * with their selection inside the picker rule (decided: an empty pick is not accepted, the safe
 * reading of "always accepted").
 */
export function isSubLinkValid(s: SubLink): boolean {
  const rule = subLinkSelectionRule(s.type);
  if (rule === null) return s.urlState === 'valid';
  const count = s.type === 'collection' ? s.collectionIds.length : s.productIds.length;
  return canConfirmSelection(count, rule);
}

/** Multilink Save (content.md §4): modified, title non-empty, shares summing to 100 and every experience valid. */
export function canSaveMultilink(s: {
  modified: boolean;
  saving?: boolean;
  title: string;
  subLinks: readonly SubLink[];
}): boolean {
  const total = s.subLinks.reduce((sum, l) => sum + safeNumber(l.share), 0);
  return (
    s.modified &&
    s.saving !== true &&
    s.title.trim() !== '' &&
    s.subLinks.length === 2 &&
    total === LIMITS.trafficShareTotal &&
    s.subLinks.every(isSubLinkValid)
  );
}

/**
 * The letter of a multilink's experience (content.md §2: Experience A, Experience B); the words
 * around it are the screens' own, in the user's language.
 */
export function experienceLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => encodeURIComponent(p))].join('/');
}

/** The public address of a link, short or multilink (DESIGN.md §6): `{base}/{username}/{id}`. */
export function publicLinkUrl(base: string, username: string, id: string): string {
  return joinUrl(base, username, id);
}

/**
 * The influencer login link (content.md §2): origin and path with the admin's
 * username, the influencer's username and a single-use login code the API made for them (never a
 * password: passwords are stored hashed, and a link travels through chats and histories).
 */
export function influencerLoginLink(
  origin: string,
  admin: string,
  username: string,
  code: string,
  path = '/login/influencer',
): string {
  const q = new URLSearchParams({ admin_username: admin, username, code });
  return `${origin.replace(/\/+$/, '')}${path}?${q.toString()}`;
}

/** The influencer report file name (content.md §7): username_report_{from}_to_{to}.csv. */
export function influencerReportFilename(username: string, from: string, to: string): string {
  return `${username}_report_${from}_to_${to}.csv`;
}

/** The net-revenue-ratio switch starts on only when the stored ratio is neither 100 nor null (content.md §4). */
export function netRevenueSwitchInitial(ratio: number | null | undefined): boolean {
  return ratio !== null && ratio !== undefined && ratio !== LIMITS.netRevenueRatioDefault;
}

/** Influencer username states during creation (content.md §4). */
export type UsernameState = 'none' | 'valid' | 'invalid';
