/** The tones of a StatTile's delta: positive (green), negative (red) or neutral. */
export const statTileDeltaTones = ['positive', 'negative', 'neutral'] as const;
