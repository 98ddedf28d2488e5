import type { PageProps } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { frame } from './shell.css';

/**
 * The column of a feature screen that draws its own heading (home, account, settings), centred
 * in its route's maximum width.
 */
export function PageFrame({
  width,
  children,
}: {
  /** The route's maximum width. */
  width: NonNullable<PageProps['width']>;
  /** The screen. */
  children: ReactNode;
}) {
  return <div className={frame[width]}>{children}</div>;
}
