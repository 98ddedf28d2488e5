import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The settings form and the Webhooks section, with room below for the save strip. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  paddingBlockEnd: vars.space[1600],
});

/** The settings form's sections, spaced as the page. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const hint = style({
  margin: 0,
  color: vars.color.text.subdued,
  fontSize: vars.font.size[200],
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space[300],
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[200],
});

export const label = style({
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[100] });

export const prefixed = style({
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.border.focus },
    '&:has([data-invalid])': { borderColor: vars.color.critical.fg },
    '&:has([data-focus-visible])': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 1,
    },
  },
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space[300],
  backgroundColor: vars.color.bg.surfaceSunken,
  color: vars.color.text.subdued,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
});

export const prefixedInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 36,
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size[300],
});

export const error = style({ fontSize: vars.font.size[200], color: vars.color.critical.fg });
