import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const progress = style({ color: vars.color.text.subdued, fontSize: vars.font.size[200] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space[200] });

/** The sold-out item: the mark beside its sentence and its hint. */
export const attention = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[200] });

export const attentionBody = style({ display: 'grid', gap: vars.space[100], minInlineSize: 0 });

export const attentionText = style({ margin: 0 });

export const hint = style({
  margin: 0,
  color: vars.color.text.subdued,
  fontSize: vars.font.size[200],
});

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 20,
  blockSize: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size[100],
});

/** The round check before a step: empty while to do, green with a tick when done. */
export const mark = styleVariants({
  todo: [markBase],
  /** The sold-out item's mark: a warning, not a step to tick. */
  attention: [
    markBase,
    {
      borderColor: vars.color.warning.border,
      backgroundColor: vars.color.warning.bg,
      color: vars.color.warning.fg,
      fontWeight: 700,
    },
  ],
  done: [
    markBase,
    {
      borderColor: vars.color.success.border,
      backgroundColor: vars.color.success.bg,
      color: vars.color.success.fg,
    },
  ],
});

const linkBase = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
      borderRadius: vars.radius.sm,
    },
  },
});

/** A step's link; a done step is struck through. */
export const link = styleVariants({
  todo: [linkBase],
  done: [linkBase, { color: vars.color.text.subdued, textDecoration: 'line-through' }],
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
