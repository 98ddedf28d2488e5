import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, spinner } from './Button.css';
import type { buttonSizes, buttonVariants } from './buttonVariants';

/** Props of Button: react-aria's Button props plus the look. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The look: primary (default), secondary, tertiary, critical (destructive) or plain (a link look). */
  variant?: (typeof buttonVariants)[number];
  /** The size: sm, md (default) or lg. */
  size?: (typeof buttonSizes)[number];
  /** The label, optionally with an icon. */
  children: ReactNode;
}

/**
 * A button. While `isPending` it shows a spinner, ignores presses and tells assistive
 * technology it is busy.
 */
export function Button({ variant, size, children, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ variant, size })}>
      {isPending ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  );
}
