import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[300] });

export const heading = style({ margin: 0, fontSize: vars.font.size[300] });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[300],
});

export const preview = style({
  margin: 0,
  color: vars.color.text.subdued,
  overflowWrap: 'anywhere',
});
