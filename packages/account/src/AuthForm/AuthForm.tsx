import { TimeoutError } from '@shoppable/api-client';
import { MESSAGES } from '@shoppable/domain';
import { Button, Page } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { useSignInStrings } from '../intl/signIn';
import * as styles from './AuthForm.css';

/** Props of AuthScreen. */
export interface AuthScreenProps {
  /** The page title, rendered as its first-level heading. */
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** Shows a Back button before the title that calls this. */
  onBack?: () => void;
  /** The form and links. */
  children: ReactNode;
}

/** The frame of every sign-in screen: ui's Page 500 px wide with an optional Back button, the title and a lead line. */
export function AuthScreen({ title, lead, onBack, children }: AuthScreenProps) {
  const t = useSignInStrings();
  return (
    <Page
      width="500"
      title={title}
      description={lead}
      back={
        onBack ? (
          <Button variant="tertiary" size="sm" onPress={onBack}>
            {t.format('authForm.back')}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.screen}>{children}</div>
    </Page>
  );
}

/** The inline error of a failed request, announced when it appears (platform.md §8). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** A text link styled for running text; `href` goes through the app's RouterProvider. */
export function TextLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={styles.textLink} />;
}

const messageKeys = {
  [MESSAGES.required]: 'authForm.required',
  [MESSAGES.usernameFormat]: 'authForm.usernameFormat',
  [MESSAGES.usernameTaken]: 'authForm.usernameTaken',
  [MESSAGES.emailFormat]: 'authForm.emailFormat',
  [MESSAGES.emailTaken]: 'authForm.emailTaken',
  [MESSAGES.emailMismatch]: 'authForm.emailMismatch',
  [MESSAGES.password]: 'authForm.password',
  [MESSAGES.passwordMismatch]: 'authForm.passwordMismatch',
} as const;

/**
 * Turns a field message of `@shoppable/domain`'s schemas (English) into the current locale;
 * an unknown message is shown as it is.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useSignInStrings();
  return (message) => {
    if (message === undefined) return undefined;
    const key = (messageKeys as Record<string, (typeof messageKeys)[keyof typeof messageKeys]>)[
      message
    ];
    return key ? t.format(key) : message;
  };
}

/**
 * The message of a failed request: the timeout text after 20 s, the connection text when the
 * network failed, otherwise the screen's own text (platform.md §8).
 */
export function useRequestError(): (error: unknown, fallback: string) => string {
  const t = useSignInStrings();
  return (error, fallback) => {
    if (error instanceof TimeoutError) return t.format('authForm.timeout');
    if (error instanceof TypeError) return t.format('authForm.connection');
    return fallback;
  };
}
