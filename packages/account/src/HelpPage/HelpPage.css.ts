import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The introduction under the title. */
export const lead = style({ margin: 0, color: vars.color.text.subdued });
