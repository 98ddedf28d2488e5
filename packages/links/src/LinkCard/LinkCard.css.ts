import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  position: 'relative',
  minBlockSize: 0,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const influencer = style({
  position: 'absolute',
  insetBlockEnd: vars.space[200],
  insetInlineStart: vars.space[200],
  borderRadius: '50%',
  boxShadow: vars.shadow.sm,
});

export const body = style({
  display: 'grid',
  gap: vars.space[100],
  padding: vars.space[300],
  paddingInlineEnd: vars.space[800],
});

export const title = style({
  overflow: 'hidden',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  textDecoration: 'none',
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

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[300],
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const menu = style({
  position: 'absolute',
  insetBlockEnd: vars.space[200],
  insetInlineEnd: vars.space[200],
});
