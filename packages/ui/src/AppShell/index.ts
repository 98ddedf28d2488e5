export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export type {
  AppShellLayout,
  AppShellMenuItem,
  AppShellMenuSection,
  AppShellNavItem,
  AppShellSignedOutLinks,
  AppShellUser,
} from './appShellTypes';
