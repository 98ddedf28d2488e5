/** The sizes of a Spinner. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;
