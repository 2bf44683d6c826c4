import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const browser = await findChromium();

/**
 * Specs that run at both sizes and repeat each test in both languages: each size takes one language of
 * each pair, Thai on the phone (most customers) and English at desktop, so every test runs at both sizes
 * and in both languages, in two runs instead of four (decision 039). Phone-only and desktop-only specs
 * keep both languages; the sideways-scroll walk and the screenshots look at every page in both.
 */
const PAIRED = [
  'accessibility',
  'admin-console',
  'admin-import',
  'auth-accessibility',
  'auth-dealer',
  'auth',
  'chat',
  'console-kit',
  'dashboard',
  'first-visit',
  'journey',
  'landing',
  'outage',
  'price-proposal',
];
const pairedIn = (locale: string) => new RegExp(`\\b(${PAIRED.join('|')})\\.spec\\.ts\\b.*\\(${locale}\\)`);

/**
 * Browser journeys in the system's Chromium, or the one inside the npm package @sparticuz/chromium where
 * the machine has none or CHROMIUM_FROM=npm asks for it, as CI does (scripts/lib/chromium.ts; no browser
 * download). The server runs the built app (`npm run build` first) on a fresh embedded database under
 * .tmp/e2e-data, with the tests' staff accounts.
 */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A retry in CI only, to tell a flaky test from a broken one: either fails the run (the summary
  // reporter lists the flaky; decision 042). It also prints the tier's test-seconds and 20 slowest tests.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['./tests/reporters/playwright-summary.ts']],
  // A journey with several axe passes takes 5–10 s on a quiet machine; CI's machine may be shared.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      env: { ...process.env, ...browser.env } as Record<string, string>,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
      // The console kit's keyboard and long-page tests set a desktop viewport of their own: the desktop
      // project runs them.
      grepInvert: [
        pairedIn('en'),
        /console-kit\.spec\.ts.*(on a wide screen|a long page)/,
        // The console pages' walk: English here, Thai (with its raw-code and clock checks) at desktop.
        /accessibility\.spec\.ts.*console pages.*Thai/,
        // A session's reloads and their rotating cookie: the same at every width (the phone's header and
        // menu are in the other session tests).
        /auth-session\.spec\.ts.*survives reloads/,
        // Its values are the same at any width; the console pages' walk scans the tab with axe here.
        /admin-catalogue\.spec\.ts.*the adjustments tab/,
      ],
      // The company profile runs alone (below). The consoles' journeys run at both sizes (couriers,
      // engineers and dealers work on phones; decision 042), each test's checks that the width does not
      // change at desktop only (in the spec: isPhoneProject).
      testIgnore: [/admin-company/],
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Customer logic that the width does not change, in specs that otherwise run at both sizes: the phone.
      grepInvert: [
        pairedIn('th'),
        /accessibility\.spec\.ts.*console pages.*English/,
        /first-visit\.spec\.ts.*from the landing form/,
        /journey\.spec\.ts.*a sixth photo/,
        /chat\.spec\.ts.*(asks the built-in assistant|Enter sends|disables the box)/,
      ],
      // Phone widths with a phone's emulation: the phone project runs it. The company profile: see below.
      // The customer's steps whose page logic does not change with the width run on the phone only (the
      // size most customers use); the desktop layout of those pages is what screenshots, accessibility and
      // the landing and journey specs look at here. CI time stays under its budget (README, Tests).
      testIgnore: [
        /no-sideways-scroll/,
        /admin-company/,
        /language\.spec/,
        /estimate-form\.spec/,
        /pickup\.spec/,
        /routing\.spec/,
        /tracking\.spec/,
        /valuation-wizard\.spec/,
        /questionnaire-fit\.spec/,
        // The camera scanner: a phone's camera (its page's layout is in the sideways-scroll walk).
        /scanner\.spec/,
        // Tapping the first card of every console list: cards are the phone's (decision 045).
        /open-records\.spec/,
        // The counter's voucher sale: at 390 px only (decision 044; the sales console's desktop journeys are sales.spec).
        /counter-voucher\.spec/,
        // Customer messages (e-mail and LINE stand-ins, its own server): a customer's phone (decision 043).
        /customer-messages\.spec/,
      ],
    },
    {
      // The company profile test starts from an incomplete profile, which stops every document (sales
      // invoices, vouchers, certificates): it runs alone, after the other projects.
      name: 'company',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /admin-company/,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: {
    // A fresh database with the tests' staff accounts (tests/e2e/support/users.ts), then the server.
    command: `rm -rf ${DATA_DIR} && node tests/e2e/support/create-users.ts && node src/server/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A new embedded database takes 5–40 s to create, depending on what else the machine runs.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The cookie endpoints accept only the site's own origin (decision 008): the address tests use.
      PUBLIC_URL: baseURL,
      DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every browser test is a customer from the same address: the per-address limits are for real traffic.
      QUOTE_RATE_LIMIT: '10000',
      SUBMISSION_RATE_LIMIT: '10000',
    },
  },
});
