import type { NavKey } from '@shoppable/domain';
import { EmptyState, Page, type PageProps } from '@shoppable/ui';
import { useStrings, type StringKey } from '../intl';
import { NavIcon } from './icons';

/** The pages whose screen is not in the dashboard yet, by their `page.*` string. */
export type PlaceholderKey = {
  [K in StringKey]: K extends `page.${infer Area}Text` ? Area : never;
}[StringKey];

/**
 * The page of an area whose feature package does not export its screen yet: the page title and
 * what the area is for, so the navigation works end to end.
 */
export function PlaceholderPage({
  area,
  width,
  icon,
}: {
  /** Which page: its title is `page.{area}`, its line `page.{area}Text`. */
  area: PlaceholderKey;
  /** The route's maximum width. */
  width: PageProps['width'];
  /** The navigation icon of the area, if it has one. */
  icon?: NavKey;
}) {
  const strings = useStrings();
  return (
    <Page title={strings.format(`page.${area}` as StringKey)} width={width}>
      <EmptyState
        icon={icon ? <NavIcon name={icon} /> : undefined}
        title={strings.format(`page.${area}Text` as StringKey)}
      />
    </Page>
  );
}
