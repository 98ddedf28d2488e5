import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** Desktop: top products beside the combinations, complementary products below; phones stack. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space[400],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 999px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const gated = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[300],
  paddingBlock: vars.space[500],
  paddingInline: vars.space[500],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
});

export const gatedTitle = style({ margin: 0, fontSize: vars.font.size[500] });

export const gatedText = style({
  margin: 0,
  color: vars.color.text.subdued,
  maxInlineSize: '40rem',
});
