import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST let several builds be checked side by side (CI uses the defaults).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
/** Debian's Chromium when present (Playwright cannot download its own browser everywhere). */
const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  // Waits are fitted to the slowest machine we support (about three times slower than CI's 2 cores,
  // under load): a wait for a compile, the editor or hydration ends as soon as its answer is there,
  // so these cost nothing on a fast machine. One place; specs do not set their own.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    // The first timezone to reach a new day (UTC+14), far from the build machine's: a page must hydrate
    // cleanly wherever it is opened (one spec also runs behind UTC).
    timezoneId: 'Pacific/Kiritimati',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${DIST} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/overview`,
    reuseExistingServer: !process.env.CI,
    stderr: 'pipe',
    timeout: 30_000,
  },
});
