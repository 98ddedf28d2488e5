import * as styles from './NetworkName.css';
import { networkNames, type SocialNetwork } from './networks';

const brandColors: Record<SocialNetwork, string> = {
  instagram: '#d62976',
  tiktok: '#25f4ee',
  pinterest: '#e60023',
};

/** Props of NetworkName. */
export interface NetworkNameProps {
  /** The network, as the API names it. */
  network: SocialNetwork;
}

/** A social network's brand name with its colour mark. */
export function NetworkName({ network }: NetworkNameProps) {
  return (
    <span className={styles.name}>
      <span
        className={styles.dot}
        style={{ backgroundColor: brandColors[network] }}
        aria-hidden="true"
      />
      {networkNames[network]}
    </span>
  );
}
