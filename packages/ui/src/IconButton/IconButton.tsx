import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { buttonSizes, buttonVariants } from '../Button/buttonVariants';
import { iconButton, square } from './IconButton.css';

/** Props of IconButton: react-aria's Button props, a required accessible name and the look. */
export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /**
   * The accessible name, required because the button shows no text ("Delete link", "More
   * actions"). Screen readers announce it and tests find the button by it.
   */
  'aria-label': string;
  /** The look, as Button's: tertiary by default; plain for a bare icon in a toolbar or row. */
  variant?: (typeof buttonVariants)[number];
  /** The size of the square: sm (28 px), md (36 px, default) or lg (44 px). */
  size?: (typeof buttonSizes)[number];
  /** The icon: an inline `<svg>`. It is hidden from assistive technology; the label speaks for it. */
  children: ReactNode;
}

/** A square, icon-only button. It must be named with `aria-label`. */
export function IconButton({ variant = 'tertiary', size, children, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={`${button({ variant, size })} ${square({ size })} ${iconButton}`}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </span>
    </AriaButton>
  );
}
