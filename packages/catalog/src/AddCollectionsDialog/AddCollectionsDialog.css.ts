import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const tile = style({ display: 'grid', gap: vars.space[100], minInlineSize: 0 });

export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const title = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.default,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const count = style({ fontSize: vars.font.size[100], color: vars.color.text.subdued });
