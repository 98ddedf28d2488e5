import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const badge = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[200] });

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.onPrimary,
  backgroundColor: vars.color.brand.primary,
});

export const name = style({ color: vars.color.text.default });
