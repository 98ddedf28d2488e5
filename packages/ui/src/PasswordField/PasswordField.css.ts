import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Holds the box and the show/hide button at its inline end. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room for the show/hide button at the inline end of the box. */
export const passwordInput = style({ paddingInlineEnd: 40 });

/** The show/hide button: an eye at the inline end of the box, pressed while the password shows. */
export const revealButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space[100],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 30,
  blockSize: 30,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.subdued,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.bg.surfaceSunken,
      color: vars.color.text.default,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The live rule list under the box. */
export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size[200],
});

/** One rule: a mark and its text, green once met. */
export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[150],
  color: vars.color.text.subdued,
  selectors: {
    '&[data-met]': { color: vars.color.success.fg },
  },
});

/** The mark of a rule: an empty circle while unmet, a tick once met. */
export const ruleMark = style({ inlineSize: 14, blockSize: 14, flexShrink: 0 });
