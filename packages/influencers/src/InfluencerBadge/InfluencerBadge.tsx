import * as styles from './InfluencerBadge.css';

/** Props of InfluencerBadge. */
export interface InfluencerBadgeProps {
  /** The influencer's display name. */
  name: string;
  /** Profile image; the name's first letter shows without one. */
  imageUrl?: string;
}

/** An influencer's profile image (or initial) and name, as links and lists show them. */
export function InfluencerBadge({ name, imageUrl }: InfluencerBadgeProps) {
  return (
    <span className={styles.badge}>
      {imageUrl ? (
        <img className={styles.avatar} src={imageUrl} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0).toLocaleUpperCase()}
        </span>
      )}
      <span className={styles.name}>{name}</span>
    </span>
  );
}
