import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'grid', gap: vars.space[400] });
