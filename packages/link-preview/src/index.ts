export { LinkPage, LinkPreview, linkPageCss, renderLinkPage } from './LinkPage';
export type { LinkPageProps, LinkPreviewProps } from './LinkPage';
export { LinkPageLocaleProvider, useStrings } from './intl';
export type { LinkPageLocaleProviderProps } from './intl';
export { pageLocale, stringFormatter, strings } from './intl/strings';
export type { FormatString, LinkPageLocale, StringKey } from './intl/strings';
export {
  addToCart,
  cartCount,
  cartCountText,
  isHttpUrl,
  optionFieldName,
  optionsLabel,
  removeFromCart,
  sameLine,
} from './model/model';
export type {
  CartLine,
  LinkPageData,
  LinkPageInfluencer,
  LinkPageOption,
  LinkPageProduct,
  PlacedOrder,
} from './model/model';
export { formatMoney, pageDataFromPublic, withSwapPreview } from './model/publicPage';
export { feedDataFromPublic, feedHref } from './model/shopboardFeed';
export type {
  PublicShopboardInput,
  ShopboardFeedData,
  ShopboardFeedPost,
  ShopboardNetwork,
} from './model/shopboardFeed';
export { renderShopboardFeedPage, ShopboardFeedPage } from './ShopboardFeed';
export type { ShopboardFeedPageProps } from './ShopboardFeed';
export type { PublicPageInput, SwapPreviewInput } from './model/publicPage';
export { resolveTheme, themeVariables } from './model/theme';
