import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[300],
});

export const filter = style({ minInlineSize: 220 });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space[300],
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  blockSize: '100%',
  padding: vars.space[300],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space[200] });

export const cardName = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[100],
  minInlineSize: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size[400],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space[100],
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space[100] });

export const statLabel = style({ color: vars.color.text.subdued, fontSize: vars.font.size[200] });

export const statValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const error = style({ margin: 0, color: vars.color.critical.fg });

export const filterList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  maxBlockSize: 320,
  overflowY: 'auto',
  padding: vars.space[100],
});
