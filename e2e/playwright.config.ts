import { defineConfig, devices } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
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
        DASHBOARD_URL: 'http://127.0.0.1:4173',
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
  ],
});
