import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  maxInlineSize: 700,
});

export const pick = style({ display: 'flex', alignItems: 'center', gap: vars.space[300] });

export const approval = style({ margin: 0, color: vars.color.success.fg });

export const preview = style({ display: 'grid', gap: vars.space[500], maxInlineSize: 900 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space[400],
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space[100] });

export const term = style({ color: vars.color.text.subdued, fontSize: vars.font.size[200] });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
