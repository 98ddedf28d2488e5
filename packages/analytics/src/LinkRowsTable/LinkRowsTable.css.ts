import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[400] });

/** A row's name: its preview page's link. */
export const name = style({
  color: 'inherit',
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** The disclosure's chevron, turned when the funnel is open (mirrored in RTL by the writing direction). */
export const chevron = style({
  inlineSize: 12,
  blockSize: 12,
  transition: 'transform 150ms',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
