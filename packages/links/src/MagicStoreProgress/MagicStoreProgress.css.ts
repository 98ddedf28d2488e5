import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'grid', gap: vars.space[400] });

/** The four steps, one per row, each with its mark. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[200],
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  color: vars.color.text.subdued,
  selectors: {
    '&[aria-current="step"]': {
      color: vars.color.text.default,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-state="failed"]': { color: vars.color.critical.fg },
  },
});

/** The round mark before a step: a tick when done, filled when current, a ring when to come. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: 20,
  blockSize: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size[100],
  selectors: {
    [`${step}[data-state="done"] &`]: {
      borderColor: vars.color.success.fg,
      backgroundColor: vars.color.success.bg,
      color: vars.color.success.fg,
    },
    [`${step}[aria-current="step"] &`]: { borderColor: vars.color.brand.primary },
    [`${step}[data-state="failed"] &`]: {
      borderColor: vars.color.critical.fg,
      backgroundColor: vars.color.critical.bg,
    },
  },
});

export const failure = style({
  margin: 0,
  padding: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.critical.bg,
  color: vars.color.critical.fg,
});
