import type { ReactNode } from 'react';
import { tag } from './Tag.css';
import type { tagSizes, tagTones } from './tagVariants';

/** Props of Tag. */
export interface TagProps {
  /**
   * The colour: neutral (default), success, warning, critical or info. Colour is never the only
   * signal: the text must say the status ("Paid", "Expired").
   */
  tone?: (typeof tagTones)[number];
  /** The size: sm or md (default). */
  size?: (typeof tagSizes)[number];
  /** The text, optionally with a small icon before it. Long text is cut with an ellipsis. */
  children: ReactNode;
  /** The full text as a tooltip, useful when a long label may be cut. */
  title?: string;
}

/**
 * A small, non-interactive label for a status or a category (an order's tag, a link's state).
 * It takes no focus and no presses.
 */
export function Tag({ tone, size, children, title }: TagProps) {
  return (
    <span className={tag({ tone, size })} data-tone={tone ?? 'neutral'} title={title}>
      {children}
    </span>
  );
}
