/**
 * Shoppable design tokens: a numeric scale plus named aliases. Plain data, no CSS-in-JS, so the
 * ui library, the link-page renderer and plain CSS all read the same values.
 */

/** The spacing scale in px, `space.100` = 4 px. */
export const space = {
  '0': '0',
  '050': '2px',
  '100': '4px',
  '150': '6px',
  '200': '8px',
  '300': '12px',
  '400': '16px',
  '500': '20px',
  '600': '24px',
  '800': '32px',
  '1000': '40px',
  '1200': '48px',
  '1600': '64px',
} as const;

/** Corner radii, including the link-button shapes (0 / 10 / 25 px) and image corners (0 / 6 / 10 px). */
export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
  buttonSquare: '0',
  buttonRounded: '10px',
  buttonPill: '25px',
  imageSquare: '0',
  imageSoft: '6px',
  imageRounded: '10px',
} as const;

/** Typography: a font stack that renders Latin and Hebrew, sizes, weights and line heights. */
export const font = {
  family: {
    body: "'Inter', 'Rubik', 'Assistant', system-ui, -apple-system, 'Segoe UI', 'Noto Sans Hebrew', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  size: {
    '100': '12px',
    '200': '13px',
    '300': '14px',
    '400': '16px',
    '500': '18px',
    '600': '20px',
    '700': '24px',
    '800': '32px',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
} as const;

/** Motion durations from the spec: dialogs, drawers, fades and toasts. */
export const motion = {
  dialog: '150ms',
  drawer: '250ms',
  fade: '500ms',
  toast: '2000ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Stacking layers. */
export const zIndex = {
  base: '0',
  sticky: '100',
  sidebar: '200',
  overlay: '300',
  popover: '400',
  toast: '500',
} as const;

/** Breakpoints in px: phone layout below `mobile`, sidebar open from `sidebarOpen`. */
export const breakpoint = { mobile: 1000, sidebarOpen: 1200 } as const;

/** Layout widths in px: the sidebar and the per-route page widths. */
export const layout = {
  sidebarExpanded: '240px',
  sidebarCollapsed: '65px',
  page: {
    '500': '500px',
    '750': '750px',
    '900': '900px',
    '1000': '1000px',
    '1100': '1100px',
    '1200': '1200px',
    '1230': '1230px',
    '1500': '1500px',
  },
} as const;

/** Colours of the light theme: brand, neutrals, semantic tones and the spec's own palettes. */
const lightColor = {
  brand: {
    primary: '#5b3df5',
    primaryHover: '#4a2fd9',
    primaryPressed: '#3d25b8',
    onPrimary: '#ffffff',
  },
  bg: {
    canvas: '#f6f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eeeef2',
    overlay: 'rgba(17, 17, 26, 0.45)',
  },
  text: {
    default: '#16161d',
    subdued: '#55556a',
    disabled: '#8e8ea0',
    inverse: '#ffffff',
    link: '#4a2fd9',
  },
  border: { default: '#d9d9e3', strong: '#a9a9bc', focus: '#5b3df5' },
  success: { fg: '#0f6b3a', bg: '#e3f6eb', border: '#7fcfa2' },
  warning: { fg: '#7a4b00', bg: '#fff3d6', border: '#f2c46b' },
  critical: {
    fg: '#b3261e',
    bg: '#fde8e7',
    border: '#f0a19b',
    solid: '#c62828',
    solidHover: '#a61f1f',
  },
  info: { fg: '#0b57a4', bg: '#e3effc', border: '#8dbbeb' },
  rank: {
    red: '#e5484d',
    lightBlue: '#5eb0ef',
    amber: '#f5b400',
    orange: '#f76808',
    green: '#30a46c',
  },
  availability: { green: '#30a46c', amber: '#f5b400', red: '#e5484d' },
  orderTag: { green: '#30a46c', orange: '#f76808', yellow: '#f5d90a' },
  chart: { clicks: '#3b82f6', conversion: '#8b5cf6', sales: '#22a55b' },
} as const;

/** A colour palette: every theme has the same keys. */
export type ColorTokens = {
  [G in keyof typeof lightColor]: { [K in keyof (typeof lightColor)[G]]: string };
};

/** The dark theme overrides only what changes; `themes.dark` is the merged result. */
const darkColorOverrides = {
  brand: {
    primary: '#8b7bff',
    primaryHover: '#a195ff',
    primaryPressed: '#7563f0',
    onPrimary: '#0d0b1f',
  },
  bg: {
    canvas: '#0f0f14',
    surface: '#18181f',
    surfaceRaised: '#20202a',
    surfaceSunken: '#0a0a0e',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  text: {
    default: '#ececf1',
    subdued: '#a8a8ba',
    disabled: '#6c6c80',
    inverse: '#16161d',
    link: '#a195ff',
  },
  border: { default: '#32323f', strong: '#56566a', focus: '#8b7bff' },
  success: { fg: '#7fdca5', bg: '#11301f', border: '#2f6b47' },
  warning: { fg: '#f7cf7c', bg: '#33260a', border: '#7a5a17' },
  critical: {
    fg: '#ff9d96',
    bg: '#3a1513',
    border: '#7d2a25',
    solid: '#e5484d',
    solidHover: '#f16a6e',
  },
  info: { fg: '#8fc3f7', bg: '#0e2740', border: '#285a8a' },
} satisfies Partial<ColorTokens>;

/** Everything a theme sets, as nested data (a type, not an interface, so it is a plain record). */
export type ThemeTokens = {
  color: ColorTokens;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  motion: typeof motion;
  zIndex: typeof zIndex;
  shadow: { sm: string; md: string; lg: string };
  layout: typeof layout;
};

const common = { space, radius, font, motion, zIndex, layout };

/** The complete light theme and the dark theme (light with the dark overrides applied). */
export const themes: { light: ThemeTokens; dark: ThemeTokens } = {
  light: {
    ...common,
    color: lightColor,
    shadow: {
      sm: '0 1px 2px rgba(17, 17, 26, 0.08)',
      md: '0 4px 12px rgba(17, 17, 26, 0.12)',
      lg: '0 12px 32px rgba(17, 17, 26, 0.18)',
    },
  },
  dark: {
    ...common,
    color: { ...lightColor, ...darkColorOverrides },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
      md: '0 4px 12px rgba(0, 0, 0, 0.55)',
      lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
    },
  },
};

/** Name of a theme. */
export type ThemeName = keyof typeof themes;
