import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', justifyItems: 'start', gap: vars.space[200] });

export const panel = style({
  display: 'grid',
  gap: vars.space[200],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[400],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  maxInlineSize: 520,
});

export const list = style({ display: 'grid', gap: vars.space[100], margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[400],
});

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const note = style({ margin: 0, color: vars.color.text.subdued });
