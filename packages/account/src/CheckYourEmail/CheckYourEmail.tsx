import { Button } from '@shoppable/ui';
import { AuthScreen } from '../AuthForm';
import { useSignInStrings } from '../intl/signIn';
import * as styles from './CheckYourEmail.css';

/** Props of CheckYourEmail. */
export interface CheckYourEmailProps {
  /** The address the verification link went to. */
  email: string;
  /** Goes back to an empty sign-up form (platform.md §4 "going back resets"). */
  onBack: () => void;
}

/** After sign-up (platform.md §2): the verification link is on its way; a Go back button. */
export function CheckYourEmail({ email, onBack }: CheckYourEmailProps) {
  const t = useSignInStrings();
  return (
    <AuthScreen title={t.format('checkEmail.title')}>
      <p className={styles.text} role="status">
        {t.format('checkEmail.sent', { email })}
      </p>
      <p className={styles.text}>{t.format('checkEmail.hint')}</p>
      <div>
        <Button variant="secondary" onPress={onBack}>
          {t.format('checkEmail.back')}
        </Button>
      </div>
    </AuthScreen>
  );
}
