import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  paddingBlockEnd: vars.space[1600],
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[300] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const logo = style({
  display: 'block',
  blockSize: 48,
  maxInlineSize: 192,
  objectFit: 'contain',
});

const alertBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[300],
  padding: vars.space[300],
  paddingInline: vars.space[400],
  borderRadius: vars.radius.md,
  border: '1px solid',
});

/** The free-trial alert: amber in the last week, red once ended. */
export const alert = styleVariants({
  lastWeek: [
    alertBase,
    {
      backgroundColor: vars.color.warning.bg,
      borderColor: vars.color.warning.border,
      color: vars.color.warning.fg,
    },
  ],
  ended: [
    alertBase,
    {
      backgroundColor: vars.color.critical.bg,
      borderColor: vars.color.critical.border,
      color: vars.color.critical.fg,
    },
  ],
});

export const alertText = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const create = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[200] });

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size[400],
  fontWeight: vars.font.weight.semibold,
});

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: vars.space[300],
});

export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  paddingBlockStart: vars.space[200],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const stackedHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[200],
});

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[150],
  padding: vars.space[200],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const thumb = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const itemTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, color: vars.color.text.subdued });

/** The phone's book-an-expert button, above the bottom tab bar at the inline end. */
export const floating = style({
  position: 'fixed',
  insetInlineEnd: vars.space[400],
  insetBlockEnd: 80,
  zIndex: vars.zIndex.sticky,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
  borderRadius: vars.radius.md,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
