import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.bold,
});

export const lead = style({ margin: 0, color: vars.color.text.subdued });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space[400],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cardBase = style({
  display: 'flex',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  overflow: 'hidden',
});

/** A plan card; the current plan has a strong border. */
export const card = styleVariants({
  plain: [cardBase],
  active: [cardBase, { border: `2px solid ${vars.color.brand.primary}` }],
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[200],
  flex: 1,
  padding: vars.space[400],
  paddingBlockStart: 0,
});

/** The plan's colour band across the top of the card. */
export const stripe = style({
  alignSelf: 'stretch',
  blockSize: 6,
  marginInline: `calc(-1 * ${vars.space[400]})`,
  marginBlockEnd: vars.space[200],
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size[600],
  fontWeight: vars.font.weight.bold,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ margin: 0, color: vars.color.text.subdued });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[100],
  margin: 0,
  paddingInlineStart: vars.space[500],
  flex: 1,
});

export const action = style({ marginBlockStart: vars.space[200] });

export const free = style({ display: 'flex', justifyContent: 'center' });
