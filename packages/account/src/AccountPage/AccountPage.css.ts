import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space[300],
});

export const hint = style({ margin: 0, color: vars.color.text.subdued });

export const subdued = style({ color: vars.color.text.subdued, fontSize: vars.font.size[200] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[200],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[400],
  rowGap: vars.space[100],
  margin: 0,
});

export const plan = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[400],
});

export const avatar = style({
  inlineSize: 64,
  blockSize: 64,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const logo = style({ blockSize: 40, maxInlineSize: 160, objectFit: 'contain' });

export const networks = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const network = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[300],
  paddingBlock: vars.space[200],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const networkName = style({
  minInlineSize: 100,
  fontWeight: vars.font.weight.medium,
});

export const networkDetail = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
});
