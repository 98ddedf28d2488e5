import type { Multilink } from '@shoppable/api-client';
import {
  experienceLetter,
  type DeviceOption,
  type SubLink,
  type SubLinkType,
  type UtmParams,
} from '@shoppable/domain';
import type { CustomUrlValues } from '../CustomUrlField';
import type { useStrings } from '../intl';
import type { useMultilinkStrings } from '../intl/multilinks';
import { utmConflictFields, utmValues, type UtmValues } from '../UtmSection';

/** One experience of an edited multilink: its rule state plus the saved link's id. */
export interface MultilinkEditorExperience extends SubLink {
  /** The saved sub-link's id (sent back on edit). */
  linkId: string;
}

/** What an edited multilink starts from. */
export interface MultilinkEditorInitial {
  /** The multilink's id. */
  id: string;
  /** Its title. */
  title: string;
  /** Its promocode, '' for none. */
  promocode: string;
  /** Experience A and B. */
  experiences: [MultilinkEditorExperience, MultilinkEditorExperience];
  /** Its UTM parameters; the UTM switch starts on when any is filled. */
  utm?: UtmParams;
  /** The edit version it was loaded at: the edit sends it (409 when saved elsewhere since). */
  version: number;
}

/** An experience in the form: its rule state and the custom URL typed. */
export type ExperienceValues = SubLink & CustomUrlValues;

/** The multilink form's values, the fields of `multilinkSchema`. */
export interface MultilinkValues {
  title: string;
  promocode: string;
  experiences: [ExperienceValues, ExperienceValues];
  utmParams: UtmValues;
}

/** Experience A or B. */
export type ExperienceIndex = 0 | 1;

const emptyExperience = (share: number): SubLink => ({
  type: 'look',
  productIds: [],
  collectionIds: [],
  url: '',
  device: 'ALL',
  share,
  urlState: 'unset',
});

/**
 * What the editor starts from for a multilink loaded from the API: each option's type (a LOOK is a
 * look; a short by its URL type, organic counting as custom), device, share, selection and URL,
 * the saved link's id, the promocode and UTM values.
 */
export function multilinkEditorInitial(multilink: Multilink): MultilinkEditorInitial {
  const experience = (index: number): MultilinkEditorExperience => {
    const option = multilink.linksOptions[index];
    if (!option) return { ...emptyExperience(0), linkId: '' };
    const { link } = option;
    const type: SubLinkType =
      link.linkType === 'LOOK'
        ? 'look'
        : link.urlType === 'product' || link.urlType === 'collection'
          ? link.urlType
          : 'custom';
    return {
      type,
      productIds:
        type === 'look' || type === 'product' ? link.products.map((p) => p.inventoryId) : [],
      collectionIds: type === 'collection' ? link.collections.map((c) => c.collectionId) : [],
      url: type === 'look' ? '' : link.shoppingRedirectUrl,
      device: option.deviceOption,
      share: option.value,
      urlState: type === 'custom' && link.shoppingRedirectUrl !== '' ? 'valid' : 'unset',
      linkId: option.linkId ?? '',
    };
  };
  return {
    id: multilink.multilinkId,
    title: multilink.title,
    promocode: multilink.promocode,
    experiences: [experience(0), experience(1)],
    utm: multilink.utmParams,
    version: multilink.version,
  };
}

/** What the form starts from: a saved multilink's values, or a new one's at the default shares. */
export function multilinkValuesOf(
  initial: MultilinkEditorInitial | undefined,
  shares: readonly [number, number],
): MultilinkValues {
  const experience = (index: ExperienceIndex): ExperienceValues => {
    const saved = initial?.experiences[index];
    if (!saved) return { ...emptyExperience(shares[index]), urlInput: '' };
    const { type, productIds, collectionIds, url, device, share, urlState } = saved;
    const urlInput = type === 'custom' ? url : '';
    return { type, productIds, collectionIds, url, device, share, urlState, urlInput };
  };
  return {
    title: initial?.title ?? '',
    promocode: initial?.promocode ?? '',
    experiences: [experience(0), experience(1)],
    utmParams: utmValues(initial?.utm),
  };
}

/** Both sides of a multilink's edit conflict, labelled as the form labels them. */
export function multilinkConflictFields(
  t: ReturnType<typeof useMultilinkStrings>,
  strings: ReturnType<typeof useStrings>,
  mine: MultilinkValues,
  theirs: MultilinkEditorInitial,
) {
  const types: Record<SubLinkType, string> = {
    look: t.format('multilinks.typeLook'),
    product: t.format('multilinks.typeProduct'),
    collection: t.format('multilinks.typeCollection'),
    custom: t.format('multilinks.typeCustom'),
  };
  const devices: Record<DeviceOption, string> = {
    ALL: t.format('multilinks.deviceAll'),
    MOBILE: t.format('multilinks.deviceMobile'),
    PC: t.format('multilinks.devicePc'),
  };
  const chosen = (s: SubLink) =>
    s.type === 'custom'
      ? s.url
      : t.format('multilinks.chosen', {
          count: s.type === 'collection' ? s.collectionIds.length : s.productIds.length,
        });
  const experience = (index: number) => {
    const name = t.format('multilinks.experienceName', { letter: experienceLetter(index) });
    const a = mine.experiences[index];
    const b = theirs.experiences[index];
    const pair = (label: string, of: (s: SubLink) => string) => ({
      label,
      mine: a ? of(a) : '',
      theirs: b ? of(b) : '',
    });
    return [
      pair(`${name}: ${t.format('multilinks.colDevice')}`, (s) => devices[s.device]),
      pair(t.format('multilinks.trafficOf', { name }), (s) => `${s.share}%`),
      pair(t.format('multilinks.typeOf', { name }), (s) => types[s.type]),
      pair(`${name}: ${t.format('multilinks.chosenLabel')}`, chosen),
    ];
  };
  return [
    { label: t.format('multilinks.titleField'), mine: mine.title, theirs: theirs.title },
    ...experience(0),
    ...experience(1),
    {
      label: t.format('multilinks.promocodeField'),
      mine: mine.promocode,
      theirs: theirs.promocode,
    },
    ...utmConflictFields(strings, mine.utmParams, utmValues(theirs.utm)),
  ];
}
