import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const charts = style({ display: 'grid', gap: vars.space[300], minInlineSize: 0 });

/** The metric switch keeps its own width. */
export const metric = style({ justifySelf: 'start', maxInlineSize: '100%', overflowX: 'auto' });
