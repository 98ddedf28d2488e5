import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[300] });
