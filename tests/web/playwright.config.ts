// Browser tests in Debian's Chromium (Playwright's own browser download is not available here)
// against the built server that global-setup.ts starts. Run with `npm run test:web` after
// `npm run build`.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: __dirname,
  testMatch: ['**/*.e2e-spec.ts', '**/*.spec.ts'],
  globalSetup: require.resolve('./global-setup'),
  outputDir: '../../test-results/web',
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global-setup.ts before the workers start; they read this file again and see it.
    baseURL: process.env.EVKLUB_WEB_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'sk-SK',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
