import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The root: label and value on one row, the track under them. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  rowGap: vars.space[100],
  columnGap: vars.space[200],
  minInlineSize: 160,
});

/** The value, at the inline end of the label row. */
export const output = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
  fontVariantNumeric: 'tabular-nums',
});

/** The track: a thin rail the thumb slides on; react-aria positions the thumb for the direction. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: 24,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: 4,
      marginBlockStart: -2,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.default,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The filled part of the rail, from the start to the thumb. */
export const fill = style({
  position: 'absolute',
  insetBlockStart: '50%',
  blockSize: 4,
  marginBlockStart: -2,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
});

/** The round thumb, over react-aria SliderThumb's `data-dragging` and `data-focus-visible`. */
export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand.primary}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { backgroundColor: vars.color.brand.primary },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});
