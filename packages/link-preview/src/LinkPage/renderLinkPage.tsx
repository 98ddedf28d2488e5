import { themes, toCssRule } from '@shoppable/tokens';
import { renderToString } from 'react-dom/server';
import { LinkPage, type LinkPageProps } from './LinkPage';
import { linkPageCss } from './linkPageCss';

/**
 * Server render entry: the page's markup and its stylesheet (the light design tokens and the
 * page's rules). The markup carries the theme variables on its root element.
 */
export function renderLinkPage(props: LinkPageProps): { html: string; css: string } {
  return {
    html: renderToString(<LinkPage {...props} />),
    css: `${toCssRule(':root', themes.light)}\n${linkPageCss}`,
  };
}
