import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[1000],
  paddingInline: vars.space[600],
  marginInline: 'auto',
  maxInlineSize: 480,
  textAlign: 'center',
});

/** The illustration or icon above the title. */
export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 64,
  blockSize: 64,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surfaceSunken,
  color: vars.color.text.subdued,
});

globalStyle(`${illustration} svg`, { inlineSize: 32, blockSize: 32 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size[300],
  color: vars.color.text.subdued,
});

/** Space above the action. */
export const action = style({ marginBlockStart: vars.space[200] });
