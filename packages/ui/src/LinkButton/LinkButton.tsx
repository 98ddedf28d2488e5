import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { buttonSizes, buttonVariants } from '../Button/buttonVariants';
import { linkButton } from './LinkButton.css';

/** Props of LinkButton: react-aria's Link props (`href`, `target`, `onPress`…) plus Button's look. */
export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** The look, as Button's: primary (default), secondary, tertiary, critical or plain. */
  variant?: (typeof buttonVariants)[number];
  /** The size, as Button's: sm, md (default) or lg. */
  size?: (typeof buttonSizes)[number];
  /** The label, optionally with an icon. */
  children: ReactNode;
}

/**
 * A link that looks like a Button: it navigates (`href`), so it is announced as a link. Inside
 * react-aria's `RouterProvider` it navigates with the app's router instead of reloading the page.
 */
export function LinkButton({ variant, size, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={`${button({ variant, size })} ${linkButton}`}>
      {children}
    </AriaLink>
  );
}
