import {
  linksInfiniteQueryOptions,
  publicPageQueryOptions,
  type ApiClient,
} from '@shoppable/api-client';
import { themeToServer, type ClientTheme, type OptionMap } from '@shoppable/domain';
import { LinkPreview, pageDataFromPublic, type LinkPageData } from '@shoppable/link-preview';
import { PhoneFrame, Skeleton } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useStrings, type AppearanceStrings } from '../intl';
import * as styles from './AppearancePreview.css';

/** Props of AppearancePreview. */
export interface AppearancePreviewProps {
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** The signed-in admin's business: its latest Instant is the page shown. */
  businessId: string;
  /** The username of the public pages (the merchant's). */
  username: string;
  /** The merchant's name, the heading of a sample page. */
  businessName: string | null;
  /** The theme as edited now: the preview follows every change. */
  theme: ClientTheme;
  /** The logo as saved now. */
  logoUrl: string | null;
  /** The option map as edited now (the page's own when undefined). */
  optionMap?: OptionMap;
}

/** The page shown when the merchant has no Instant yet: two products with options. */
export function samplePage(t: AppearanceStrings, businessName: string | null): LinkPageData {
  return {
    businessName: businessName ?? t.format('page.sampleStore'),
    description: t.format('page.sampleDescription'),
    images: [],
    promocode: 'SUMMER10',
    influencer: { username: 'maya' },
    products: [
      {
        inventoryId: 'sample-1',
        title: t.format('page.sampleShirt'),
        price: '$40.00',
        quantity: 5,
        options: [
          { name: 'Color', values: ['Red', 'Navy'] },
          { name: 'Size', values: ['S', 'M', 'L'] },
        ],
      },
      {
        inventoryId: 'sample-2',
        title: t.format('page.sampleHat'),
        price: '$25.00',
        quantity: 0,
        options: [],
      },
    ],
    optionMap: {
      Color: {
        type: 'COLOR',
        values: { Red: { hex_value: '#C62828' }, Navy: { hex_value: '#1A237E' } },
      },
    },
  };
}

/**
 * The live phone preview of the appearance page: the merchant's latest Instant as a
 * shopper sees it — or a sample page when there is none — drawn by the link-preview renderer with
 * the theme, logo and option map as they are being edited.
 */
export function AppearancePreview({
  client,
  businessId,
  username,
  businessName,
  theme,
  logoUrl,
  optionMap,
}: AppearancePreviewProps) {
  const t = useStrings();
  const { locale } = useLocale();
  const links = useInfiniteQuery(linksInfiniteQueryOptions(client, businessId));
  const latest = links.data?.pages[0]?.[0]?.link_id ?? null;
  const page = useQuery({
    ...publicPageQueryOptions(client, username, latest ?? ''),
    enabled: latest !== null,
  });
  const loading = links.isPending || (latest !== null && page.isPending);
  const sample = !loading && !page.isSuccess;
  const base: LinkPageData | null = loading
    ? null
    : page.isSuccess
      ? pageDataFromPublic(page.data, { businessName: businessName ?? '', locale })
      : samplePage(t, businessName);
  return (
    <div className={styles.root}>
      {base ? (
        <PhoneFrame aria-label={t.format('page.preview')}>
          <LinkPreview
            locale={locale === 'he-IL' ? 'he-IL' : 'en-US'}
            page={{
              ...base,
              logoUrl,
              theme: themeToServer(theme),
              optionMap: optionMap ?? base.optionMap ?? null,
            }}
          />
        </PhoneFrame>
      ) : (
        <Skeleton shape="rect" inlineSize={320} blockSize={640} />
      )}
      {sample ? <p className={styles.note}>{t.format('page.sampleNote')}</p> : null}
    </div>
  );
}
