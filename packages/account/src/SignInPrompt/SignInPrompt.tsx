import { Button } from '@shoppable/ui';
import { useSignInStrings } from '../intl/signIn';
import * as styles from './SignInPrompt.css';

/** Props of SignInPrompt. */
export interface SignInPromptProps {
  /** Opens the login page. */
  onSignIn: () => void;
  /** Opens the sign-up page. */
  onSignUp: () => void;
}

/** What signed-out visitors see in the top bar: Sign in and Sign up (platform.md §2). */
export function SignInPrompt({ onSignIn, onSignUp }: SignInPromptProps) {
  const t = useSignInStrings();
  return (
    <div className={styles.group}>
      <Button variant="secondary" onPress={onSignIn}>
        {t.format('signIn')}
      </Button>
      <Button onPress={onSignUp}>{t.format('signUp')}</Button>
    </div>
  );
}
