import { useSession } from '@shoppable/account';
import { Button, Spinner, Splash, ToastRegion } from '@shoppable/ui';
import { useState, type ReactNode } from 'react';
import { useStrings } from '../intl';
import { Logo } from './Logo';
import { fullScreen } from './shell.css';

/**
 * The app start (platform.md §2): a loader while the session's user is being loaded, and the
 * error fallback when it is not loaded within 20 s (or the server cannot be reached), with a way
 * to try again. Pages show once the session is ready or signed out.
 */
export function AppStart({ children }: { children: ReactNode }) {
  const strings = useStrings();
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className={fullScreen}>
        <Spinner size="lg" aria-label={strings.format('start.loading')} />
      </div>
    );
  }
  if (session.status === 'error') {
    return (
      <main className={fullScreen}>
        <h1>{strings.format('start.errorTitle')}</h1>
        <p role="alert">{strings.format('start.errorMessage')}</p>
        <Button onPress={() => void session.refresh()}>{strings.format('start.retry')}</Button>
      </main>
    );
  }
  return children;
}

/** Where the splash remembers it was shown in this tab. */
export const SPLASH_KEY = 'splashShown';

/**
 * The splash (platform.md §2): ui's Splash with the logo while a saved session starts, once per
 * tab. There is no intro video, so it fades as soon as the session is ready ("up to 2 s"), 2 s at
 * the latest. Sign-in pages, which have no session to restore, open without it.
 */
export function AppSplash() {
  const strings = useStrings();
  const session = useSession();
  const [shown, setShown] = useState(() => {
    if (session.status !== 'loading' || typeof sessionStorage === 'undefined') return false;
    if (sessionStorage.getItem(SPLASH_KEY)) return false;
    sessionStorage.setItem(SPLASH_KEY, '1');
    return true;
  });
  if (!shown) return null;
  return (
    <Splash
      aria-label={strings.format('start.loading')}
      ready={session.status !== 'loading'}
      onDone={() => setShown(false)}
    >
      <Logo label={strings.format('logo')} />
    </Splash>
  );
}

/** The toast region, named in the UI's language. */
export function AppToasts() {
  const strings = useStrings();
  return <ToastRegion aria-label={strings.format('toasts')} />;
}
