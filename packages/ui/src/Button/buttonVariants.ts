/** The looks of a Button, for stories and for pickers of a variant. */
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'critical', 'plain'] as const;

/** The sizes of a Button. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;
