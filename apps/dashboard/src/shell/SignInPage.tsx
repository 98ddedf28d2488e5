import type { ReactNode } from 'react';
import { signInPage } from './shell.css';

/** The column of a sign-in screen in the base layout (500 px at most, centred). */
export function SignInPage({ children }: { children: ReactNode }) {
  return <div className={signInPage}>{children}</div>;
}
