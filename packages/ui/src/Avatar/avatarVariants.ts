/** The sizes of an Avatar: sm 24 px, md 32 px (default), lg 40 px, xl 64 px. */
export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
