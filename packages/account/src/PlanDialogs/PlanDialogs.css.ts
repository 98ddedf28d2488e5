import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const message = style({ margin: 0 });

const stripBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[300],
  paddingBlock: vars.space[200],
  paddingInline: vars.space[400],
  fontWeight: vars.font.weight.medium,
  borderBlockEnd: '1px solid',
});

/** A strip across the top of the page: trial (amber), ended (red) or upsell (brand tint). */
export const strip = styleVariants({
  trial: [
    stripBase,
    {
      backgroundColor: vars.color.warning.bg,
      color: vars.color.warning.fg,
      borderColor: vars.color.warning.border,
    },
  ],
  ended: [
    stripBase,
    {
      backgroundColor: vars.color.critical.bg,
      color: vars.color.critical.fg,
      borderColor: vars.color.critical.border,
    },
  ],
  upsell: [
    stripBase,
    {
      backgroundColor: vars.color.info.bg,
      color: vars.color.info.fg,
      borderColor: vars.color.info.border,
    },
  ],
});
