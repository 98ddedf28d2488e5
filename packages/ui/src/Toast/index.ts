export { showToast, ToastQueue, toastQueue, ToastRegion, toastTimeoutMs } from './Toast';
export type { ToastItem, ToastOptions, ToastRegionProps } from './Toast';
export { toastTones } from './toastTones';
