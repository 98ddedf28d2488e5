export { Avatar, initialsOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { avatarSizes } from './avatarVariants';
