import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space[600] });

export const panel = style({
  display: 'grid',
  gap: vars.space[500],
  paddingBlockStart: vars.space[400],
});

/** The previous tab's content while the selected tab's renders (a moment after a press). */
export const pending = style({ opacity: 0.6 });

export const chartPlaceholder = style({ overflow: 'hidden' });

export const none = style({ margin: 0, color: vars.color.text.subdued });
