import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[200],
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space[300],
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[100]} ${vars.space[400]}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.subdued });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  padding: vars.space[200],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
});

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const error = style({ margin: 0, color: vars.color.critical.fg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  paddingBlockStart: vars.space[300],
});
