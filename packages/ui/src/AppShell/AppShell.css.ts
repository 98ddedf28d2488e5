import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

/** The desktop frame: the sidebar in the first column, the top bar and the page in the second. */
export const desktop = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.bg.canvas,
});

/** The phone frame: top bar, page and the tab bar kept at the bottom. */
export const phone = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.bg.canvas,
});

/** The column right of (or left of, in right-to-left) the sidebar. */
export const column = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** The page area. */
export const main = style({ flex: 1, minInlineSize: 0, outline: 'none' });

/** "Skip to content": visible only while focused. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[200],
  insetBlockStart: vars.space[200],
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.text.link,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The sidebar: 240 px open, 65 px collapsed, full height and sticky. */
export const sidebar = recipe({
  base: {
    position: 'sticky',
    insetBlockStart: 0,
    blockSize: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[200],
    paddingBlock: vars.space[300],
    paddingInline: vars.space[200],
    borderInlineEnd: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surface,
    zIndex: vars.zIndex.sidebar,
    overflow: 'hidden',
    transition: `inline-size ${vars.motion.drawer} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    expanded: {
      true: { inlineSize: vars.layout.sidebarExpanded },
      false: { inlineSize: vars.layout.sidebarCollapsed },
    },
  },
});

/** The sidebar's head: logo and the collapse button. */
export const sidebarHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[200],
  paddingInline: vars.space[100],
  minBlockSize: 40,
});

/** The logo link. */
export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.default,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The list of entries. */
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
});

/** The sidebar's navigation: takes the free height and scrolls when the window is short. */
export const navArea = style({ flex: 1, minBlockSize: 0, overflowY: 'auto' });

/** One sidebar entry (a link, or a button for an upsell entry). */
export const navEntry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  inlineSize: '100%',
  minBlockSize: 40,
  paddingInline: vars.space[300],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.subdued,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.bg.surfaceSunken,
      color: vars.color.text.default,
    },
    '&[data-current]': {
      backgroundColor: vars.color.bg.surfaceSunken,
      color: vars.color.brand.primary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** An entry's icon. */
export const navIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: 20,
  blockSize: 20,
});

/** An entry's label: hidden visually when the sidebar is collapsed (the entry keeps its name). */
export const navLabel = recipe({
  base: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
  variants: {
    hidden: {
      true: {
        position: 'absolute',
        inlineSize: 1,
        blockSize: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
});

/** The upgrade badge of an upsell entry. */
export const badge = style({
  flexShrink: 0,
  paddingInline: vars.space[150],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  fontSize: vars.font.size[100],
  lineHeight: vars.font.lineHeight.normal,
});

/** A top bar: desktop (inside the column) or phone (full width). */
export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  minBlockSize: 56,
  paddingInline: vars.space[400],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
});

/** The top bar's trailing group (page actions, avatar or sign-in links). */
export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  marginInlineStart: 'auto',
});

/** The avatar button of the top bar. */
export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The user strip at the bottom of the sidebar. */
export const userStrip = style([
  navEntry,
  {
    minBlockSize: 52,
    paddingInline: vars.space[100],
    borderBlockStart: `1px solid ${vars.color.border.default}`,
    borderRadius: 0,
    color: vars.color.text.default,
  },
]);

/** The name and detail lines next to an avatar. */
export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflow: 'hidden',
  textAlign: 'start',
});

/** The user's name. */
export const userName = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A detail line (plan, store). */
export const userDetail = style({
  fontSize: vars.font.size[200],
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.subdued,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The floating panel of the user menu and the add menu. */
export const menuPopover = style([
  overlayFade,
  {
    zIndex: vars.zIndex.popover,
    minInlineSize: 240,
    maxInlineSize: 'min(320px, calc(100vw - 24px))',
    maxBlockSize: 'inherit',
    overflowY: 'auto',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surfaceRaised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.md,
    outline: 'none',
  },
]);

/** The user card at the top of the user menu and the drawer. */
export const userCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  padding: vars.space[300],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

/** A menu: a column of sections. */
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[100],
  outline: 'none',
});

/** A section's title. */
export const sectionTitle = style({
  paddingBlock: vars.space[100],
  paddingInline: vars.space[300],
  fontSize: vars.font.size[100],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.subdued,
  textTransform: 'uppercase',
});

/** A group of items after the first one. */
export const section = style({
  selectors: {
    '& + &': {
      marginBlockStart: vars.space[100],
      paddingBlockStart: vars.space[100],
      borderBlockStart: `1px solid ${vars.color.border.default}`,
    },
  },
});

/** A menu or drawer item. */
export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[200],
    inlineSize: '100%',
    minBlockSize: 40,
    paddingBlock: vars.space[200],
    paddingInline: vars.space[300],
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    font: 'inherit',
    fontSize: vars.font.size[300],
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: -2,
      },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.default },
      primary: { color: vars.color.brand.primary, fontWeight: vars.font.weight.semibold },
      critical: { color: vars.color.critical.fg },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The phone tab bar, kept at the bottom of the screen. */
export const tabBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  // Under the page's own sticky and fixed strips (a save strip must stay reachable on phones).
  zIndex: `calc(${vars.zIndex.sticky} - 1)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-around',
  gap: vars.space[100],
  minBlockSize: 64,
  paddingInline: vars.space[200],
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
});

/** A tab of the tab bar: icon above a small label. */
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['050'],
  minInlineSize: 56,
  paddingBlock: vars.space[100],
  borderRadius: vars.radius.md,
  color: vars.color.text.subdued,
  fontSize: vars.font.size[100],
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-current]': { color: vars.color.brand.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

/** The round add button in the tab bar. */
export const addButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 48,
  blockSize: 48,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { backgroundColor: vars.color.brand.primaryPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The drawer's list of items. */
export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
