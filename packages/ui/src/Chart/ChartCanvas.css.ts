import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const canvas = style({ position: 'relative', inlineSize: '100%', overflow: 'hidden' });

/** The values of the category under the pointer; never catches the pointer itself. */
export const tooltip = style({
  position: 'absolute',
  pointerEvents: 'none',
  display: 'grid',
  gap: vars.space[100],
  padding: vars.space[200],
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size[200],
  whiteSpace: 'nowrap',
});

export const tooltipTitle = style({ fontWeight: vars.font.weight.semibold });

export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
});

export const tooltipSwatch = style({
  inlineSize: 8,
  blockSize: 8,
  borderRadius: '50%',
  flexShrink: 0,
});
