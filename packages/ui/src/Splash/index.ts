export { Splash, splashFadeMs, splashMaxMs, splashPlaybackRate } from './Splash';
export type { SplashProps } from './Splash';
