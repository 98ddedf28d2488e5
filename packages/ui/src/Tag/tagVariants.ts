/** The tones of a Tag, for stories and for mapping a status to a tone. */
export const tagTones = ['neutral', 'success', 'warning', 'critical', 'info'] as const;

/** The sizes of a Tag. */
export const tagSizes = ['sm', 'md'] as const;
