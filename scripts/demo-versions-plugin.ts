import type { Plugin } from 'vite';
import { parseDemoPath } from '../src/demo-model/demo-id.ts';
import { DEMO_ASSETS, demoVersionPath, versionOfPath } from '../src/demo-model/paths.ts';
import { collectDemoVersions, type DemoVersions } from './demo-history.ts';

/** The asset of one shipped version of a demo file, relative to the site's base. */
const versionAsset = (demoId: string, hash: string): string => `${DEMO_ASSETS}${demoVersionPath(demoId, hash)}`;

/** A path of a demo's versions folder (ours to answer, 404 included) → its demo and fingerprint (null when malformed). */
function versionOfAsset(relative: string): { demoId: string; hash: string | null } | null {
  if (!relative.startsWith(DEMO_ASSETS)) return null;
  const demoPath = parseDemoPath(relative.slice(DEMO_ASSETS.length));
  if (!demoPath?.rest.startsWith('versions/')) return null;
  return { demoId: demoPath.demoId, hash: versionOfPath(demoPath.rest) };
}

/**
 * Keeps every shipped version of every demo file (from git history and the working tree, see
 * scripts/demo-history.ts) at a content-addressed URL, so a share link made for an earlier version
 * of a demo still finds the text its patch applies to. Writes them into `dist/` at build and serves
 * the same URLs from the dev server (collected once per server start, on the first request).
 */
export function demoVersionsPlugin(): Plugin {
  let root: string | undefined;
  return {
    name: 'aquila-demo-versions',
    // Before the demo sources plugin, whose middleware answers 404 for anything else under assets/demos/.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      let versions: DemoVersions | undefined;
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const base = server.config.base;
        if (!url.startsWith(base)) return next();
        let relative: string;
        try {
          relative = decodeURIComponent(url.slice(base.length));
        } catch {
          return next();
        }
        const version = versionOfAsset(relative);
        if (!version) return next();
        try {
          const text =
            version.hash === null
              ? undefined
              : (versions ??= collectDemoVersions({ repoRoot: root })).get(version.demoId)?.get(version.hash);
          if (text === undefined) {
            response.statusCode = 404;
            response.end('Not found');
            return;
          }
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end(text);
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      for (const [demoId, byHash] of collectDemoVersions({ repoRoot: root })) {
        for (const [hash, source] of byHash) {
          this.emitFile({ type: 'asset', fileName: versionAsset(demoId, hash), source });
        }
      }
    },
  };
}
