/** The widths of a Dialog: sm (400 px), md (520 px, default) and lg (720 px). */
export const dialogSizes = ['sm', 'md', 'lg'] as const;
