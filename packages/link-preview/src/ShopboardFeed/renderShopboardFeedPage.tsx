import { themes, toCssRule } from '@shoppable/tokens';
import { renderToString } from 'react-dom/server';
import { linkPageCss } from '../LinkPage/linkPageCss';
import { ShopboardFeedPage, type ShopboardFeedPageProps } from './ShopboardFeedPage';
import { shopboardFeedCss } from './shopboardFeedCss';

/** Server render entry of the Shop the Feed page: its markup and its stylesheet. */
export function renderShopboardFeedPage(props: ShopboardFeedPageProps): {
  html: string;
  css: string;
} {
  return {
    html: renderToString(<ShopboardFeedPage {...props} />),
    css: `${toCssRule(':root', themes.light)}\n${linkPageCss}\n${shopboardFeedCss}`,
  };
}
