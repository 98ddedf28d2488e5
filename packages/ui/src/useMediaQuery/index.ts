export { useIsPhone, useMediaQuery } from './useMediaQuery';
