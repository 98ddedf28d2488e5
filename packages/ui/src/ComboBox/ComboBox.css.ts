import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The root: react-aria's ComboBox, so its `data-invalid` reaches the box. */
export const root = style({});

/** Holds the box and the chevron button at its inline end. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room for the chevron button. */
export const comboInput = style({
  paddingInlineEnd: 36,
  selectors: {
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.fg },
  },
});

/** The chevron button at the inline end of the box; it opens the full list. */
export const openButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space[100],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 28,
  blockSize: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The small round picture or initials at the inline start of an option. */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  objectFit: 'cover',
  backgroundColor: vars.color.info.bg,
  color: vars.color.info.fg,
  fontSize: 10,
  fontWeight: vars.font.weight.semibold,
});
