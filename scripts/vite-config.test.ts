// @vitest-environment node
import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

it('loads the Vite config without a warning (the dev server starts quietly)', async () => {
  const warnings: string[] = [];
  const logger = createLogger('warn', { allowClearScreen: false });
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    path.resolve('vite.config.ts'),
    path.resolve('.'),
    'warn',
    logger,
  );
  expect(loaded?.config).toBeTruthy();
  expect(warnings).toEqual([]);
}, 60_000);
