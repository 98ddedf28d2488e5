import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });
