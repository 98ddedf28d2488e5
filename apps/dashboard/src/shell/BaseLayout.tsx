import { ROUTES } from '@shoppable/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useStrings } from '../intl';
import { Logo } from './Logo';
import { baseMain, baseTopBar, logoLink } from './shell.css';

/** The base layout (platform.md §2): a top bar with only the logo, then the page. */
export function BaseLayout({ children }: { children: ReactNode }) {
  const strings = useStrings();
  return (
    <>
      <header className={baseTopBar}>
        <Link href={ROUTES.home} className={logoLink}>
          <Logo label={strings.format('logo')} />
        </Link>
      </header>
      <main className={baseMain}>{children}</main>
    </>
  );
}
