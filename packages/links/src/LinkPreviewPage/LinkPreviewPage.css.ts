import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space[500],
  flex: '1 1 480px',
  minInlineSize: 0,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[400],
});

export const image = style({
  inlineSize: 160,
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const description = style({
  flex: '1 1 240px',
  margin: 0,
  whiteSpace: 'pre-wrap',
  color: vars.color.text.default,
});

/** The page beside the phone preview on desktop; stacked when narrow. */
export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[600],
});

export const preview = style({ position: 'sticky', insetBlockStart: vars.space[400] });

export const previewError = style({
  margin: 0,
  maxInlineSize: 320,
  color: vars.color.text.subdued,
});
