import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'flex', gap: vars.space[200], alignItems: 'center' });
