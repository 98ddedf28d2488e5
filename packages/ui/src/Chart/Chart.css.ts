import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const figure = style({ margin: 0, minInlineSize: 0 });

/** The drawing area: always the chart's height, so loading and no-data keep the layout. */
export const plot = style({ position: 'relative', inlineSize: '100%' });

export const noData = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
  color: vars.color.text.subdued,
  textAlign: 'center',
  paddingInline: vars.space[400],
});

/** The text summary: read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** The echarts drawing: it takes the keyboard focus, so it shows a focus ring as buttons do. */
export const drawing = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
