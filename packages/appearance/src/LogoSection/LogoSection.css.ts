import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space[400] });

export const logo = style({
  display: 'block',
  inlineSize: 240,
  maxInlineSize: '100%',
  aspectRatio: '4 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const none = style({ margin: 0, color: vars.color.text.subdued });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
});
