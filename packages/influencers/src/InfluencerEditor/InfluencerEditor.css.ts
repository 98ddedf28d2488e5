import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  maxInlineSize: 720,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space[300] });

export const imageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
});

export const image = style({
  inlineSize: 96,
  blockSize: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border.default}`,
});

export const imagePlaceholder = style([
  image,
  { background: vars.color.bg.surfaceSunken, display: 'inline-block' },
]);

export const nested = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  paddingInlineStart: vars.space[400],
});

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const error = style({ margin: 0, color: vars.color.critical.fg });

export const password = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size[400],
});
