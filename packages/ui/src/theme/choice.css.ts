import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The label element react-aria's Checkbox and Switch render: the control beside its text. */
export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[200],
  fontSize: vars.font.size[300],
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
