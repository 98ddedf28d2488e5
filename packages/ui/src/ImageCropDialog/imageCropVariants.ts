/** The ratios of the aspect-ratio menu: the image's own, square, wide and portrait. */
export const cropAspectRatios = ['original', '1:1', '16:9', '4:5'] as const;

/**
 * The fixed-ratio uses: `free` offers the aspect-ratio menu (original by default), `logo` is a
 * 4:1 rectangle and `influencer` a 1:1 round crop for a profile image.
 */
export const cropVariants = ['free', 'logo', 'influencer'] as const;

/** Width over height of each menu ratio; `original` is the image's own. */
export const aspectOf = { '1:1': 1, '16:9': 16 / 9, '4:5': 4 / 5 } as const;

/** The fixed ratio and shape of each variant (`free` has none). */
export const variantCrop = {
  logo: { aspect: 4, shape: 'rect' },
  influencer: { aspect: 1, shape: 'round' },
} as const;

/** The zoom range of the cropper. */
export const cropZoom = { min: 1, max: 3, step: 0.02 } as const;
