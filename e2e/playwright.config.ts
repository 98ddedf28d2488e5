import { defineConfig, devices } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `E2E_EMBED=1` (the `e2e` script) adds examples/embed, built from the packed tarballs by the root
 * `embed:build` task: its preview on 127.0.0.1:4174 and its one desktop test, on the same API.
 */
const embed = process.env.E2E_EMBED === '1';
const EMBED_SPEC = 'embed.spec.ts';

/**
 * The three apps, built, on loopback: the API (over a fresh in-memory database), the link-page
 * server and the dashboard preview.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: EMBED_SPEC, use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', testIgnore: EMBED_SPEC, use: { ...devices['Pixel 7'] } },
    ...(embed
      ? [
          {
            name: 'embed',
            testMatch: EMBED_SPEC,
            use: { ...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:4174' },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'pnpm --filter @shoppable/api start',
      // A fresh in-memory database per run: the seed, and nothing an earlier run changed. The
      // tests read the dev mailbox and install stores through the development routes, and every
      // shopper of every spec checks out from 127.0.0.1 (the limit itself has its API test).
      // The networks' consent pages send the merchant back to the dashboard preview.
      env: {
        DATABASE_URL: 'memory://',
        DEV_ROUTES: '1',
        CHECKOUTS_PER_ADDRESS: '1000',
        EVENTS_PER_ADDRESS: '100000',
        DASHBOARD_URL: 'http://127.0.0.1:4173',
        // The embed example's origin, allowed by CORS in this run only (never in production).
        DASHBOARD_ORIGIN: 'http://127.0.0.1:4174',
        // The webhooks spec's receiver listens on 127.0.0.1, which only this switch lets an
        // endpoint point at (never in production).
        WEBHOOK_ALLOW_LOOPBACK: '1',
      },
      url: 'http://127.0.0.1:8787/health',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm --filter @shoppable/link-page start',
      url: 'http://127.0.0.1:8788/health',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm --filter @shoppable/dashboard preview',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
    },
    ...(embed
      ? [
          {
            command: 'npm --prefix ../examples/embed run preview',
            url: 'http://127.0.0.1:4174',
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
