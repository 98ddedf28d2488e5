import type { ReactNode } from 'react';
import * as styles from './ProductThumbnail.css';

/** Props of ProductThumbnail. */
export interface ProductThumbnailProps {
  /** The product's title, also the image's alternative text. */
  title: string;
  /** The product's main image; a neutral square shows without one. */
  imageUrl?: string;
  /** Marks a product that cannot be bought now. */
  isOutOfStock?: boolean;
  /** The text of the out-of-stock flag, translated by the host. */
  outOfStockLabel?: string;
  /** More flags under the title (a draft tag, an availability tag). */
  children?: ReactNode;
}

/** A product's image and title, as the pickers and lists show it, with an out-of-stock flag. */
export function ProductThumbnail({
  title,
  imageUrl,
  isOutOfStock = false,
  outOfStockLabel = 'Out of stock',
  children,
}: ProductThumbnailProps) {
  return (
    <figure className={styles.tile}>
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt={title} />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <figcaption className={styles.title} title={title}>
        {title}
      </figcaption>
      {isOutOfStock ? <span className={styles.flag}>{outOfStockLabel}</span> : null}
      {children}
    </figure>
  );
}
