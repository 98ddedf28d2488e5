import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[300] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
