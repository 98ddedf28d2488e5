import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const topBar = style({ display: 'flex', alignItems: 'center', gap: vars.space[300] });

export const productSearch = style({ inlineSize: 260 });
