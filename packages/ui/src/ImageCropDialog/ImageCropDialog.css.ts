import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The panel: wide enough for the cropper, never wider than the screen. */
export const panel = style({ inlineSize: 640 });

/** The title row: Back at the inline start, the title, Done at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[400],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

/** The title between Back and Done. */
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

/** The chevron of Back; it points the other way in right-to-left. */
export const backIcon = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** The box the cropper fills. */
export const stage = style({
  position: 'relative',
  blockSize: 'min(380px, 55dvh)',
  backgroundColor: '#111118',
});

/** react-easy-crop's container. */
export const cropContainer = style({ backgroundColor: '#111118' });

/** react-easy-crop's crop outline; it shows a focus ring for the keyboard. */
export const cropArea = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `0 0 0 9999em rgba(0, 0, 0, 0.5), 0 0 0 3px ${vars.color.border.focus}`,
    },
  },
});

/** The controls under the cropper: ratio menu and zoom. */
export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space[400],
  padding: vars.space[400],
});

/** The zoom slider: a label row over the track. */
export const slider = style({
  flex: '1 1 200px',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space[200],
  fontSize: vars.font.size[300],
});

/** The slider's label and value. */
export const sliderLabel = style({ fontWeight: vars.font.weight.medium });

/** The slider's track. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: 24,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: 4,
      marginBlockStart: -2,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.default,
    },
  },
});

/** The slider's thumb. */
export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: 20,
  blockSize: 20,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  border: `2px solid ${vars.color.bg.surfaceRaised}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.border.focus}` },
    '&[data-dragging]': { backgroundColor: vars.color.brand.primaryPressed },
  },
});

/** The ratio menu's popover. */
export const menuPopover = style({
  minInlineSize: 160,
  padding: vars.space[100],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surfaceRaised,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

/** The ratio menu. */
export const menu = style({ outline: 'none' });

/** One ratio; the chosen one is ticked. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontSize: vars.font.size[300],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
});

/** The tick beside the chosen ratio. */
export const tick = style({
  inlineSize: 16,
  flexShrink: 0,
});

/** The message when cropping failed. */
export const error = style({
  margin: 0,
  paddingInline: vars.space[400],
  paddingBlockEnd: vars.space[400],
  color: vars.color.critical.fg,
  fontSize: vars.font.size[300],
});
