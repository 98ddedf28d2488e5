export { AnnouncementBar, announcementFadeMs, announcementIntervalMs } from './AnnouncementBar';
export type { AnnouncementBarProps } from './AnnouncementBar';
