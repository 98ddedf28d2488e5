import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** The logo-only top bar of the base layout. */
export const baseTopBar = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: 56,
  paddingInline: vars.space[400],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
});

/** The base layout's page area. */
export const baseMain = style({
  minBlockSize: 'calc(100dvh - 57px)',
  backgroundColor: vars.color.bg.canvas,
  outline: 'none',
});

/** A full-screen centred state: the app-start loader and its error fallback. */
export const fullScreen = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[400],
  minBlockSize: '100dvh',
  padding: vars.space[600],
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.text.default,
  textAlign: 'center',
});

/** A link shown as the logo of the base layout. */
export const logoLink = style({
  display: 'inline-flex',
  color: 'inherit',
  borderRadius: vars.radius.sm,
});

/** The column of the sign-in screens: 500 px at most, centred. */
export const signInPage = style({
  maxInlineSize: vars.layout.page[500],
  marginInline: 'auto',
  paddingBlock: vars.space[800],
  paddingInline: vars.space[400],
});

const widths = vars.layout.page;
const column = { marginInline: 'auto', padding: vars.space[600] } as const;

/** The column of a screen that draws its own heading, as wide as its route allows. */
export const frame = styleVariants({
  full: column,
  '500': { ...column, maxInlineSize: widths[500] },
  '750': { ...column, maxInlineSize: widths[750] },
  '900': { ...column, maxInlineSize: widths[900] },
  '1000': { ...column, maxInlineSize: widths[1000] },
  '1100': { ...column, maxInlineSize: widths[1100] },
  '1200': { ...column, maxInlineSize: widths[1200] },
  '1230': { ...column, maxInlineSize: widths[1230] },
  '1500': { ...column, maxInlineSize: widths[1500] },
});

/** The top bar's slot for a page action: lays its content out as the bar's own items. */
export const slot = style({ display: 'contents' });
