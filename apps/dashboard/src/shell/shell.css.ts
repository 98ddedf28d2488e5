import { vars } from '@shoppable/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

/** A strip above the page: running messages, free trial, upsell. */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[300],
  minBlockSize: 40,
  paddingBlock: vars.space[150],
  paddingInline: vars.space[400],
  fontSize: vars.font.size[300],
  textAlign: 'center',
});

/** The running-messages strip. */
export const announcement = style([
  strip,
  { backgroundColor: vars.color.brand.primary, color: vars.color.brand.onPrimary },
]);

/** A message of the running-messages strip, fading over 500 ms between messages. */
export const message = style({
  margin: 0,
  transition: `opacity ${vars.motion.fade} ease`,
  selectors: { '&[data-hidden]': { opacity: 0 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The free-trial strip. */
export const trial = style([
  strip,
  { backgroundColor: vars.color.warning.bg, color: vars.color.warning.fg },
]);

/** The upsell strip. */
export const upsell = style([
  strip,
  { backgroundColor: vars.color.info.bg, color: vars.color.info.fg },
]);

/** A link inside a strip. */
export const stripLink = style({ color: 'inherit', fontWeight: vars.font.weight.semibold });

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

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0, visibility: 'hidden' } });

/** The splash: the logo over the page, fading out after 2 s; it never takes a click. */
export const splash = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  pointerEvents: 'none',
  animation: `${fadeOut} ${vars.motion.fade} ease 1500ms forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDelay: '0ms' } },
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
