import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Button } from '../Button';
import type { buttonSizes, buttonVariants } from '../Button/buttonVariants';
import { check, error as errorClass, root, visuallyHidden } from './CopyButton.css';

/** How long CopyButton shows its "Copied" confirmation, in ms (the toast motion token). */
export const copyConfirmationMs = 2000;

/** Props of CopyButton. */
export interface CopyButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'onPress' | 'isPending'
> {
  /** The text put on the clipboard (a link's public address). */
  text: string;
  /** The label: "Copy link" by default; pass the UI language's words. */
  children?: ReactNode;
  /** What the button says, and a live region announces, for 2000 ms after copying: "Copied". */
  copiedLabel?: string;
  /** The message shown under the button when the clipboard refused the text. */
  errorMessage?: string;
  /** Called after the text was copied. */
  onCopy?: (text: string) => void;
  /** Called with the clipboard's error when copying failed. */
  onCopyError?: (error: unknown) => void;
  /** The look, as Button's: secondary by default. */
  variant?: (typeof buttonVariants)[number];
  /** The size, as Button's. */
  size?: (typeof buttonSizes)[number];
}

/**
 * A button that copies a text with `navigator.clipboard.writeText`, then says "Copied" for
 * 2000 ms (announced politely to screen readers). If the clipboard is missing or refuses, it
 * shows an error message under the button instead.
 */
export function CopyButton({
  text,
  children = 'Copy link',
  copiedLabel = 'Copied',
  errorMessage = 'Could not copy. Select the text and copy it yourself.',
  onCopy,
  onCopyError,
  variant = 'secondary',
  size,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'error'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) {
        throw new Error('The clipboard is not available');
      }
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopy?.(text);
      timer.current = setTimeout(() => setState('idle'), copyConfirmationMs);
    } catch (reason) {
      setState('error');
      onCopyError?.(reason);
    }
  };

  return (
    <span className={root}>
      <Button {...props} variant={variant} size={size} onPress={() => void copy()}>
        {state === 'copied' ? (
          <>
            <svg
              className={check}
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M3 8.5l3 3 7-7" />
            </svg>
            {copiedLabel}
          </>
        ) : (
          children
        )}
      </Button>
      <span role="status" className={visuallyHidden}>
        {state === 'copied' ? copiedLabel : ''}
      </span>
      {state === 'error' ? (
        <span role="alert" className={errorClass}>
          {errorMessage}
        </span>
      ) : null}
    </span>
  );
}
