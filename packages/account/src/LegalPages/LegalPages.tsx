import { Button, Page } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useStrings } from '../intl';
import * as styles from './LegalPages.css';

/** Props of PrivacyPolicy and Terms. */
export interface LegalPageProps {
  /** The Back button: back to where the visitor came from. */
  onBack: () => void;
}

/** A legal or help page: ui's Page 750 px wide with Back, the title, an optional date line, the sections. */
export function DocumentPage({
  title,
  date,
  onBack,
  children,
}: {
  /** The page title. */
  title: string;
  /** The date line under the title. */
  date?: string;
  /** The Back button. */
  onBack: () => void;
  /** The sections. */
  children: ReactNode;
}) {
  const t = useStrings();
  return (
    <Page
      width="750"
      title={title}
      description={date}
      back={
        <Button variant="tertiary" size="sm" onPress={onBack}>
          {t.format('legal.back')}
        </Button>
      }
    >
      <article className={styles.page}>{children}</article>
    </Page>
  );
}

/** A titled section with its paragraphs or list items. */
export function DocumentSection({
  heading,
  paragraphs = [],
  items,
  ordered = false,
}: {
  /** The section heading (an h2). */
  heading: string;
  /** Paragraphs under the heading. */
  paragraphs?: string[];
  /** List items after the paragraphs. */
  items?: string[];
  /** A numbered list (steps) rather than bullets. */
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section>
      <h2 className={styles.heading}>{heading}</h2>
      {paragraphs.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      {items ? (
        <List className={styles.list}>
          {items.map((text) => (
            <li key={text} className={styles.text}>
              {text}
            </li>
          ))}
        </List>
      ) : null}
    </section>
  );
}

/**
 * The privacy policy (platform.md §1): last updated 11 May 2025; the provider is headquartered in
 * Israel; data may be transferred to Israel and the United States; service providers by kind.
 */
export function PrivacyPolicy({ onBack }: LegalPageProps) {
  const t = useStrings();
  return (
    <DocumentPage
      title={t.format('privacy.title')}
      date={t.format('privacy.updated')}
      onBack={onBack}
    >
      <DocumentSection
        heading={t.format('privacy.whoHeading')}
        paragraphs={[t.format('privacy.who')]}
      />
      <DocumentSection
        heading={t.format('privacy.collectHeading')}
        items={[
          t.format('privacy.collectAccount'),
          t.format('privacy.collectStore'),
          t.format('privacy.collectLinks'),
          t.format('privacy.collectSocial'),
        ]}
      />
      <DocumentSection
        heading={t.format('privacy.useHeading')}
        paragraphs={[t.format('privacy.use')]}
      />
      <DocumentSection
        heading={t.format('privacy.providersHeading')}
        paragraphs={[t.format('privacy.providers')]}
        items={[
          t.format('privacy.providerHosting'),
          t.format('privacy.providerAnalytics'),
          t.format('privacy.providerEmail'),
          t.format('privacy.providerBilling'),
          t.format('privacy.providerSupport'),
        ]}
      />
      <DocumentSection
        heading={t.format('privacy.transferHeading')}
        paragraphs={[t.format('privacy.transfer')]}
      />
      <DocumentSection
        heading={t.format('privacy.ageHeading')}
        paragraphs={[t.format('privacy.age')]}
      />
      <DocumentSection
        heading={t.format('privacy.contactHeading')}
        paragraphs={[t.format('privacy.contact')]}
      />
    </DocumentPage>
  );
}

/**
 * The terms and conditions (platform.md §1): effective 11 May 2025, Israeli law; usernames,
 * billing, cancellation, fee changes, liability and disputes as the spec states them.
 */
export function Terms({ onBack }: LegalPageProps) {
  const t = useStrings();
  return (
    <DocumentPage
      title={t.format('terms.title')}
      date={t.format('terms.effective')}
      onBack={onBack}
    >
      <DocumentSection
        heading={t.format('terms.ageHeading')}
        paragraphs={[t.format('terms.age')]}
      />
      <DocumentSection
        heading={t.format('terms.usernamesHeading')}
        items={[t.format('terms.usernamesRules'), t.format('terms.usernamesInactive')]}
      />
      <DocumentSection
        heading={t.format('terms.billingHeading')}
        items={[
          t.format('terms.billingAdvance'),
          t.format('terms.billingUsd'),
          t.format('terms.billingRefunds'),
          t.format('terms.billingCancel72'),
          t.format('terms.billingCancelEnd'),
          t.format('terms.billingChanges'),
        ]}
      />
      <DocumentSection
        heading={t.format('terms.liabilityHeading')}
        paragraphs={[t.format('terms.liability')]}
      />
      <DocumentSection
        heading={t.format('terms.disputesHeading')}
        paragraphs={[t.format('terms.disputes'), t.format('terms.law')]}
      />
    </DocumentPage>
  );
}
