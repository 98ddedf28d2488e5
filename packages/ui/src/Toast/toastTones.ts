/** The tones of a toast: success (an approval, default), info or critical. */
export const toastTones = ['success', 'info', 'critical'] as const;
