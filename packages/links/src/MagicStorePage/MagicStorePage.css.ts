import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The explanation beside the drop zone; stacked on narrow screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space[600],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const explain = style({ display: 'grid', gap: vars.space[300] });

export const heading = style({ margin: 0, fontSize: vars.font.size[500] });

export const how = style({
  margin: 0,
  paddingInlineStart: vars.space[600],
  display: 'grid',
  gap: vars.space[200],
});

export const example = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[200],
  padding: vars.space[400],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.subdued,
});

export const art = style({ inlineSize: '100%', maxInlineSize: 320, blockSize: 'auto' });
export const artPhoto = style({ fill: vars.color.info.bg, stroke: vars.color.info.border });
export const artShape = style({ fill: vars.color.brand.primary, opacity: 0.7 });
export const artArrow = style({
  fill: 'none',
  stroke: vars.color.text.subdued,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const artCard = style({
  fill: vars.color.bg.surfaceRaised,
  stroke: vars.color.border.default,
});
export const artLine = style({ fill: vars.color.border.strong });

export const drop = style({ display: 'grid', gap: vars.space[200] });

export const limits = style({
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const refusal = style({
  margin: 0,
  color: vars.color.critical.fg,
  selectors: { '&:empty': { display: 'none' } },
});
