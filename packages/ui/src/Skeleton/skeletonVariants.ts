/** The shapes of a Skeleton: a line of text, a rectangle (an image, a chart) or a circle (an avatar). */
export const skeletonShapes = ['text', 'rect', 'circle'] as const;
