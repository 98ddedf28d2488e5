import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueryOptions, signIn } from './session';

/** The host's own sign-in form; what was typed stays when the sign-in fails. */
export function SignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('username')), String(form.get('password')));
      queryClient.removeQueries({ queryKey: sessionQueryOptions.queryKey });
      await navigate('/links');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The sign-in failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="host-main">
      <form className="host-sign-in" onSubmit={(event) => void submit(event)}>
        <h1>Sign in to the host app</h1>
        <label htmlFor="username">
          Username <input id="username" name="username" autoComplete="username" required />
        </label>
        <label htmlFor="password">
          Password{' '}
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
