import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

/** One navigation entry of the sidebar or the phone tab bar. */
export interface AppShellNavItem {
  /** A stable key; `onNavAction` receives it for upsell entries. */
  id: string;
  /** The visible label, which names the entry ("Links"). */
  label: string;
  /** Where it goes. Omit it only on an upsell entry. */
  href?: string;
  /** A decorative 20 px icon (inline `<svg>`); hidden from assistive technology. */
  icon: ReactNode;
  /** Shown but cannot be chosen (a page that needs a connected store). */
  isDisabled?: boolean;
  /** Opens in a new tab (an external page); announced after the label. */
  isExternal?: boolean;
  /**
   * Choosing it calls `onNavAction(id)` instead of navigating (an upgrade dialog), and it carries
   * an upgrade badge.
   */
  isUpsell?: boolean;
}

/** One item of the user menu, the user drawer or the phone add menu. */
export interface AppShellMenuItem {
  /** The key `onAction` receives ("logout"). */
  id: Key;
  /** The visible label ("Log out"). */
  label: string;
  /** Navigates there instead of calling `onAction`. */
  href?: string;
  /** Opens `href` in a new tab. */
  isExternal?: boolean;
  /** An optional decorative icon before the label. */
  icon?: ReactNode;
  /** `critical` for a destructive item, `primary` for the upgrade call to action. */
  tone?: 'neutral' | 'primary' | 'critical';
}

/** A titled group of menu items ("Account", "Support"). */
export interface AppShellMenuSection {
  /** A stable key. */
  id: string;
  /** The group's title, shown as its header; omit for an untitled group. */
  title?: string;
  /** The items, in order. */
  items: readonly AppShellMenuItem[];
}

/** The signed-in user as the shell shows them. */
export interface AppShellUser {
  /** The name shown in the user strip and at the top of the menu (the username). */
  name: string;
  /** Lines shown under the name (plan name, store or merchant name). */
  details?: readonly string[];
  /** A profile image; initials are shown without it. */
  imageUrl?: string | null;
}

/** Where signed-out visitors go from the top bar and the phone drawer. */
export interface AppShellSignedOutLinks {
  /** The sign-in page. */
  signIn: string;
  /** The sign-up page. */
  signUp: string;
  /** The pricing page (phone drawer). */
  pricing: string;
}

/** The layout the shell renders: sidebar and top bar, or phone top bar and tab bar. */
export type AppShellLayout = 'desktop' | 'phone';

/** Whether `href` is the current page or a page under it. */
export function isCurrentHref(href: string | undefined, currentHref: string): boolean {
  if (href == null || /^[a-z]+:/i.test(href)) return false;
  return currentHref === href || currentHref.startsWith(`${href}/`);
}
