import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxInlineSize: vars.layout.page[750],
  marginInline: 'auto',
  padding: vars.space[800],
  display: 'grid',
  gap: vars.space[400],
});

export const title = style({ margin: 0, fontSize: vars.font.size[800] });

export const status = style({ minBlockSize: '1.5em', color: vars.color.text.subdued });
