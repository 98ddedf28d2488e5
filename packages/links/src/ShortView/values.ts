import type { Link } from '@shoppable/api-client';
import {
  utmFromServer,
  type ShortTarget,
  type ShortUrlType,
  type UtmParams,
} from '@shoppable/domain';
import type { CustomUrlValues } from '../CustomUrlField';
import type { useStrings } from '../intl';
import type { useShortStrings } from '../intl/shorts';
import { utmConflictFields, utmValues, type UtmValues } from '../UtmSection';

/** What an edited short starts from (`shortViewInitial(link)` of a loaded short). */
export interface ShortViewInitial {
  /** The short's id. */
  id: string;
  /** Its destination, selection and title. */
  target: ShortTarget;
  /** Its promocode, '' for none. */
  promocode: string;
  /** Its influencer's username, '' for none. */
  influencerUsername: string;
  /** Its UTM parameters. */
  utm: UtmParams;
  /** The edit version it was loaded at: the edit sends it (409 when saved elsewhere since). */
  version: number;
}

/** The short form's values: the target, the custom URL typed and the fields of `shortSchema`. */
export interface ShortValues extends ShortTarget, CustomUrlValues {
  promocode: string;
  influencerUsername: string;
  utmParams: UtmValues;
}

/** The URL type of a saved short: the server's, or what its selection says. */
function urlTypeOf(link: Link): ShortUrlType {
  if (link.url_type) return link.url_type;
  if (link.collections.length > 0) return 'collection';
  if (link.products.length > 0) return 'product';
  return (link.shopping_redirect_url ?? '') !== '' ? 'custom' : 'organic';
}

/** What the editor starts from for a short loaded from the API. */
export function shortViewInitial(link: Link): ShortViewInitial {
  const type = urlTypeOf(link);
  return {
    id: link.link_id,
    target: {
      type,
      productIds: type === 'product' ? link.products.map((p) => p.inventory_id) : [],
      collectionIds: type === 'collection' ? link.collections.map((c) => c.collection_id) : [],
      url: type === 'organic' ? '' : (link.shopping_redirect_url ?? ''),
      title: link.title ?? '',
    },
    promocode: link.promocode?.code ?? '',
    influencerUsername: link.influencer_username ?? '',
    utm: utmFromServer(link.utm_params),
    version: link.version,
  };
}

/** What the form starts from: a saved short's values, or a new one's with the given defaults. */
export function shortValuesOf(
  original: ShortViewInitial | null,
  defaults: { target: ShortTarget; influencer: string; utm: UtmParams | null | undefined },
): ShortValues {
  const target = original?.target ?? defaults.target;
  const custom = target.type === 'custom' && original !== null;
  return {
    ...target,
    urlInput: custom ? target.url : '',
    urlState: custom ? 'valid' : 'unset',
    promocode: original?.promocode ?? '',
    influencerUsername: original?.influencerUsername ?? defaults.influencer,
    utmParams: utmValues(original ? original.utm : defaults.utm),
  };
}

/** Both sides of a short's edit conflict, labelled as the form labels them. */
export function shortConflictFields(
  t: ReturnType<typeof useShortStrings>,
  strings: ReturnType<typeof useStrings>,
  mine: ShortValues,
  theirs: ShortViewInitial,
) {
  const types: Record<ShortUrlType, string> = {
    product: t.format('shorts.typeProduct'),
    collection: t.format('shorts.typeCollection'),
    custom: t.format('shorts.typeCustom'),
    organic: t.format('shorts.typeOrganic'),
  };
  const destination = (target: ShortTarget, typed: string) =>
    target.type === 'custom' ? typed : target.type === 'organic' ? '' : target.title;
  return [
    {
      label: t.format('shorts.urlType'),
      mine: types[mine.type],
      theirs: types[theirs.target.type],
    },
    {
      label: t.format('shorts.destination'),
      mine: destination(mine, mine.urlInput),
      theirs: destination(theirs.target, theirs.target.url),
    },
    { label: t.format('shorts.titleField'), mine: mine.title, theirs: theirs.target.title },
    {
      label: strings.format('influencerField.label'),
      mine: mine.influencerUsername,
      theirs: theirs.influencerUsername,
    },
    { label: t.format('shorts.promocode'), mine: mine.promocode, theirs: theirs.promocode },
    ...utmConflictFields(strings, mine.utmParams, utmValues(theirs.utm)),
  ];
}
