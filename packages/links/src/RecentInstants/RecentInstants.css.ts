import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'grid', gap: vars.space[100], minInlineSize: 0 });

export const thumb = style({
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const title = style({
  overflow: 'hidden',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const date = style({ fontSize: vars.font.size[200], color: vars.color.text.subdued });

export const message = style({ margin: 0, color: vars.color.text.subdued });

export const seeAll = style({
  color: vars.color.text.link,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
