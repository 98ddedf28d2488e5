import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The form beside the phone preview on desktop; stacked on phones. */
export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[600],
});

export const form = style({
  display: 'grid',
  gap: vars.space[500],
  flex: '1 1 320px',
  minInlineSize: 0,
  // Room below the last section, so the save strip never covers it.
  paddingBlockEnd: vars.space[1600],
});

export const preview = style({
  position: 'sticky',
  insetBlockStart: vars.space[400],
  flex: '0 0 auto',
  marginInline: 'auto',
});

/** On phones: the preview toggle, and the preview under it when shown. */
export const phonePreview = style({
  display: 'grid',
  gap: vars.space[400],
  justifyItems: 'start',
  flex: '1 1 100%',
});

/** The product options' mapper sections, one per option. */
export const options = style({ display: 'grid', gap: vars.space[400] });

export const optionsError = style({ display: 'grid', gap: vars.space[300], justifyItems: 'start' });
