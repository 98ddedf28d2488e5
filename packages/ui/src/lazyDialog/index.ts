export { LazyDialogTrigger, type DialogTriggerLink } from './LazyDialogTrigger';
export { lazyModule, type LazyModule } from './openWhenLoaded';
export { preloadOverlays } from './overlays';
export { DialogTriggerContexts } from './triggerContexts';
