import * as v from 'valibot';
import { MESSAGES } from './messages';

/** The longest endpoint address the API accepts. */
export const WEBHOOK_URL_MAX = 2048;

/** An absolute http(s) address with a host; which schemes and hosts are allowed is the server's. */
function isEndpointUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The add-a-webhook-endpoint form: the endpoint's address and at least one event. Decided where
 * the spec is silent: http passes here too, since only the server knows whether it allows it
 * (development loopback) or needs https.
 */
export const webhookSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(WEBHOOK_URL_MAX, MESSAGES.webhookUrlLength),
    // An empty address says only that it is required.
    v.check((text) => text === '' || isEndpointUrl(text), MESSAGES.webhookUrl),
  ),
  events: v.pipe(v.array(v.string()), v.minLength(1, MESSAGES.webhookEvents)),
});
