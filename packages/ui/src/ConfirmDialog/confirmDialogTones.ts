/** The tones of a ConfirmDialog's confirm button: neutral (primary look) or critical (destructive). */
export const confirmDialogTones = ['neutral', 'critical'] as const;
