import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[100],
  blockSize: '100%',
  padding: vars.space[300],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
});

export const cardTitle = style({
  margin: 0,
  maxInlineSize: '100%',
  fontSize: vars.font.size[400],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const shares = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[100],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Open and QR code, side by side at the foot of a card. */
export const cardActions = style({
  display: 'flex',
  gap: vars.space[200],
  marginBlockStart: 'auto',
});
