import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const fixed = style({ margin: 0, color: vars.color.text.subdued });
