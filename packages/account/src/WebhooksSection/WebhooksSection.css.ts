import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const text = style({ margin: 0 });

export const hint = style({
  margin: 0,
  color: vars.color.text.subdued,
  fontSize: vars.font.size[200],
});

export const loading = style({ display: 'grid', gap: vars.space[200] });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[200],
});

export const empty = style({
  display: 'grid',
  gap: vars.space[100],
  paddingBlock: vars.space[400],
  paddingInline: vars.space[400],
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[300],
  paddingBlock: vars.space[400],
  paddingInline: vars.space[400],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  minInlineSize: 0,
});

export const endpointHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  minInlineSize: 0,
});

/** The endpoint's address: left to right in Hebrew too, broken anywhere rather than overflowing. */
export const url = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
  textAlign: 'start',
});

export const events = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[200],
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[100],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const answer = style({ display: 'grid', gap: vars.space['050'] });

export const warning = style({
  margin: 0,
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.bg,
  color: vars.color.warning.fg,
  fontSize: vars.font.size[200],
});

export const error = style({ color: vars.color.critical.fg, fontSize: vars.font.size[200] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[200] });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[300],
  paddingBlock: vars.space[400],
  paddingInline: vars.space[400],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.font.size[400],
  fontWeight: vars.font.weight.bold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});

export const checkboxes = style({ display: 'grid', gap: vars.space[150] });

export const groupLabel = style({
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
});

export const eventCode = style({ fontFamily: vars.font.family.mono });

export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  paddingBlock: vars.space[400],
  paddingInline: vars.space[400],
  border: `1px solid ${vars.color.success.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
});

export const secretValue = style({
  display: 'block',
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
  textAlign: 'start',
  userSelect: 'all',
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
