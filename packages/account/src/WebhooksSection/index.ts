export { WEBHOOK_POLL_MS, WebhooksSection } from './WebhooksSection';
export type { WebhooksSectionProps } from './WebhooksSection';
