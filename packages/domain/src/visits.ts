/**
 * Explained counts (issue 16): which requests of a link page count as a shopper's visit. A visit
 * counts once per visitor per link per {@link VISIT_REPEAT_WINDOW_MS}; link-preview bots (the
 * crawlers and unfurlers of {@link LINK_PREVIEW_BOTS}), HEAD requests and prefetches never count,
 * and are kept as filtered events so the analytics can say why a figure differs from a social
 * network's own click count.
 */

/** A repeat visit of the same visitor to the same link within this window is not counted again. */
export const VISIT_REPEAT_WINDOW_MS = 30 * 60 * 1000;

/**
 * The documented crawlers and unfurlers: a user agent matching one of these is a bot, not a
 * shopper. Each entry names what it catches.
 */
export const LINK_PREVIEW_BOTS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Slack', pattern: /Slackbot|Slack-ImgProxy|Slackbot-LinkExpanding/i },
  { name: 'Telegram', pattern: /TelegramBot/i },
  // iMessage's link previews fetch as a desktop Safari plus Facebook's and Twitter's bot names: before both.
  { name: 'iMessage', pattern: /facebookexternalhit\/1\.1 Facebot Twitterbot\/1\.0/i },
  { name: 'WhatsApp', pattern: /WhatsApp/i },
  { name: 'Facebook', pattern: /facebookexternalhit|facebookcatalog|Facebot|meta-externalagent/i },
  { name: 'Twitter/X', pattern: /Twitterbot/i },
  { name: 'Discord', pattern: /Discordbot/i },
  { name: 'Googlebot', pattern: /Googlebot|Google-InspectionTool|AdsBot-Google|Storebot-Google/i },
  { name: 'Bingbot', pattern: /bingbot|BingPreview|msnbot/i },
  { name: 'LinkedIn', pattern: /LinkedInBot/i },
  { name: 'Pinterest', pattern: /Pinterestbot|Pinterest\/0\./i },
  { name: 'Skype/Teams', pattern: /SkypeUriPreview|MicrosoftPreview/i },
  { name: 'Headless browser', pattern: /HeadlessChrome|PhantomJS|Electron\/.* HeadlessShell/i },
  {
    name: 'Generic crawler',
    pattern: /\b(bot|crawler|spider|preview)\b|curl\/|Wget\/|python-requests|Go-http-client/i,
  },
];

/** The bot a user agent belongs to (the first entry that matches), or null for a shopper's browser. */
export function linkPreviewBotOf(userAgent: string | null | undefined): string | null {
  // No user agent at all: a script, not a browser.
  if (userAgent == null || userAgent.trim() === '') return 'No user agent';
  return LINK_PREVIEW_BOTS.find((bot) => bot.pattern.test(userAgent))?.name ?? null;
}

/** What one request of a link page is: a counted visit, or why it was filtered. */
export type VisitVerdict = 'counted' | 'bot' | 'head' | 'prefetch' | 'repeat';

/** The request a visit is judged by. */
export interface VisitRequest {
  /** The HTTP method of the shopper's request (GET; HEAD never counts). */
  method: string;
  /** The shopper's User-Agent header. */
  userAgent: string | null | undefined;
  /**
   * The prefetch headers (`Sec-Purpose`, `Purpose`, `X-Moz`, `X-Purpose`): a value naming
   * prefetch or prerender marks a browser fetching ahead of a click.
   */
  purpose?: string | null;
  /**
   * When this visitor's last counted visit of this link was (ms since the epoch), or null if
   * never or unknown.
   */
  lastCountedAt?: number | null;
  /** Now, in ms since the epoch. */
  now: number;
}

/**
 * Judges one request of a link page (the order matters: a bot's HEAD is a HEAD): HEAD requests,
 * then prefetches, then link-preview bots, then repeats of the same visitor within 30 minutes of
 * their counted visit; everything else is a counted visit.
 */
export function classifyVisit(request: VisitRequest): VisitVerdict {
  if (request.method.toUpperCase() === 'HEAD') return 'head';
  if (request.purpose != null && /prefetch|prerender|preview/i.test(request.purpose)) {
    return 'prefetch';
  }
  if (linkPreviewBotOf(request.userAgent) !== null) return 'bot';
  const last = request.lastCountedAt;
  if (last != null && request.now - last >= 0 && request.now - last < VISIT_REPEAT_WINDOW_MS) {
    return 'repeat';
  }
  return 'counted';
}

/** The event type a filtered visit is kept under (what the visits breakdown reads). */
export const FILTERED_VISIT_EVENTS = {
  bot: 'visit_filtered_bot',
  head: 'visit_filtered_bot',
  prefetch: 'visit_filtered_bot',
  repeat: 'visit_filtered_repeat',
} as const satisfies Record<Exclude<VisitVerdict, 'counted'>, string>;

/**
 * The event type a refused shopper event is kept under, by why it was refused (explained counts):
 * a relay without a right and fresh signature, or an address over its limit of events.
 */
export const REFUSED_EVENTS = {
  unsigned: 'event_refused_unsigned',
  rateLimited: 'event_refused_rate_limited',
} as const;
