import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** A paragraph of the screen. */
export const text = style({ margin: 0, color: vars.color.text.default, overflowWrap: 'anywhere' });
