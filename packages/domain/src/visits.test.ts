import { describe, expect, it } from 'vitest';
import {
  classifyVisit,
  FILTERED_VISIT_EVENTS,
  linkPreviewBotOf,
  VISIT_REPEAT_WINDOW_MS,
} from './visits';

/** Real user-agent strings, as the services and browsers send them. */
const BOTS: Array<[string, string]> = [
  ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
  ['Slack', 'Slack-ImgProxy (+https://api.slack.com/robots)'],
  ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
  ['WhatsApp', 'WhatsApp/2.2413.51 i'],
  ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  [
    'Facebook',
    'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  ],
  ['Twitter/X', 'Twitterbot/1.0'],
  ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
  ['Telegram', 'TelegramBot (like TwitterBot)'],
  [
    'iMessage',
    // iMessage's preview fetcher names a desktop Safari, Facebook's and Twitter's bots.
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  ],
  [
    'Googlebot',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ],
  ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
  [
    'LinkedIn',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  ],
  [
    'Headless browser',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36',
  ],
  ['Generic crawler', 'curl/8.5.0'],
  ['Generic crawler', 'python-requests/2.31.0'],
  ['No user agent', ''],
];

const SHOPPERS: string[] = [
  // iPhone Safari
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // Android Chrome (the e2e's Pixel 7)
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  // Instagram's in-app browser
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.3.29.93 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 599519005)',
  // TikTok's in-app browser
  'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 musical_ly_2023306050 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.6.5 ByteLocale/en',
  // Facebook's in-app browser (a shopper, though it names Facebook)
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.48.105;FBBV/618155330;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  // Desktop Firefox, Edge
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
];

const NOW = Date.UTC(2026, 0, 15, 12);

describe('linkPreviewBotOf', () => {
  it.each(BOTS)('names %s for %j', (name, userAgent) => {
    expect(linkPreviewBotOf(userAgent)).toBe(name);
  });

  it.each(SHOPPERS)('lets a shopper through: %j', (userAgent) => {
    expect(linkPreviewBotOf(userAgent)).toBeNull();
  });
});

describe('classifyVisit', () => {
  const shopper = SHOPPERS[0]!;
  it.each([
    [{ method: 'GET', userAgent: shopper }, 'counted'],
    [{ method: 'HEAD', userAgent: shopper }, 'head'],
    [{ method: 'head', userAgent: BOTS[0]![1] }, 'head'],
    [{ method: 'GET', userAgent: shopper, purpose: 'prefetch' }, 'prefetch'],
    [{ method: 'GET', userAgent: shopper, purpose: 'prefetch;prerender' }, 'prefetch'],
    [{ method: 'GET', userAgent: BOTS[2]![1] }, 'bot'],
    [{ method: 'GET', userAgent: shopper, lastCountedAt: NOW - 60_000 }, 'repeat'],
    [{ method: 'GET', userAgent: shopper, lastCountedAt: NOW - VISIT_REPEAT_WINDOW_MS }, 'counted'],
    [
      { method: 'GET', userAgent: shopper, lastCountedAt: NOW - VISIT_REPEAT_WINDOW_MS + 1 },
      'repeat',
    ],
    [{ method: 'GET', userAgent: shopper, lastCountedAt: null }, 'counted'],
  ] as const)('judges %j as %s', (request, verdict) => {
    expect(classifyVisit({ ...request, now: NOW })).toBe(verdict);
  });

  it('keeps bots, HEADs and prefetches as filtered bot events, repeats as repeats', () => {
    expect(FILTERED_VISIT_EVENTS).toEqual({
      bot: 'visit_filtered_bot',
      head: 'visit_filtered_bot',
      prefetch: 'visit_filtered_bot',
      repeat: 'visit_filtered_repeat',
    });
  });
});
