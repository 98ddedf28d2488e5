/** The inner spacing of a Card: none (media edge to edge), md (16 px, default) or lg (24 px). */
export const cardPaddings = ['none', 'md', 'lg'] as const;
