import { LinkButton } from '@shoppable/ui';
import { useStrings } from '../intl';
import { DocumentPage, DocumentSection } from '../LegalPages/LegalPages';
import * as styles from './HelpPage.css';

/** Props of HelpPage. */
export interface HelpPageProps {
  /** The Back button: back to where the visitor came from. */
  onBack: () => void;
  /** The store platform's app marketplace page of the Shoppable app; opens in a new tab. */
  marketplaceHref?: string;
  /**
   * The API's reference page (api-client's `apiReferenceUrl(client)`); opens in a new tab. Without it
   * the developers' section is left out.
   */
  apiReferenceHref?: string;
}

/**
 * The help page for connecting a store (platform.md §1, route /help/shopify): install the
 * sales-channel app, subscribe and start the 30-day free trial, the store becomes connected,
 * products sync in the background, then create shoppable links. For developers, a link to the
 * API's reference.
 */
export function HelpPage({ onBack, marketplaceHref, apiReferenceHref }: HelpPageProps) {
  const t = useStrings();
  return (
    <DocumentPage title={t.format('help.title')} onBack={onBack}>
      <p className={styles.lead}>{t.format('help.lead')}</p>
      <DocumentSection
        heading={t.format('help.stepsHeading')}
        ordered
        items={[
          t.format('help.install'),
          t.format('help.trial'),
          t.format('help.connected'),
          t.format('help.sync'),
          t.format('help.create'),
        ]}
      />
      {marketplaceHref ? (
        <div>
          <LinkButton href={marketplaceHref} target="_blank" rel="noopener noreferrer">
            {t.format('help.openMarketplace')}
          </LinkButton>
        </div>
      ) : null}
      {apiReferenceHref ? (
        <>
          <DocumentSection
            heading={t.format('help.developersHeading')}
            paragraphs={[t.format('help.developers')]}
          />
          <div>
            <LinkButton
              variant="secondary"
              href={apiReferenceHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.format('help.apiReference')}
            </LinkButton>
          </div>
        </>
      ) : null}
    </DocumentPage>
  );
}
