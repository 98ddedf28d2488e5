import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
});

export const media = style({
  blockSize: 96,
  flexShrink: 0,
  background: vars.color.bg.surfaceSunken,
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[100],
  padding: vars.space[200],
  minBlockSize: 0,
  flex: 1,
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[100] });

export const title = style({
  margin: 0,
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size[300],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[100] });

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const figures = style({
  display: 'flex',
  gap: vars.space[300],
  margin: 0,
});

export const figureLabel = style({ color: vars.color.text.subdued });

export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[200],
  marginBlockStart: 'auto',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});
