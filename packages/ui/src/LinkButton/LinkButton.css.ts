import { style } from '@vanilla-extract/css';

/** What a link needs on top of Button's `button` recipe: no underline, and a link's cursor. */
export const linkButton = style({
  textDecoration: 'none',
  selectors: {
    '&[data-disabled]': { pointerEvents: 'none' },
  },
});
