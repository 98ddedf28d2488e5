import { CreateButtons } from '@shoppable/links';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from '../home.css';

/** The first page: the create buttons of the home page, built from ui and the links feature. */
function HomePage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Shoppable</h1>
      <p>Shoppable links for your store.</p>
      <CreateButtons
        onCreateLink={() => setChosen('An Instant')}
        onCreateShort={() => setChosen('A short')}
      />
      <p role="status" className={styles.status}>
        {chosen ? `${chosen} will be created here.` : ''}
      </p>
    </main>
  );
}

export const Route = createFileRoute('/')({ component: HomePage });
