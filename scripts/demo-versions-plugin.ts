import type { Plugin } from 'vite';
import { collectDemoVersions, type DemoVersions } from './demo-history.ts';

/**
 * `assets/demos/<page>/<demoId>/versions/<fingerprint>.txt`, relative to the site's base: one earlier
 * (or the current) shipped version of a demo file, for share links made against it. Keep in step
 * with `demoVersionUrl` in src/playground/share/versions.ts.
 */
export const demoVersionPath = (demoId: string, hash: string): string =>
  `assets/demos/${demoId.replace(/-demo\d+$/, '')}/${demoId}/versions/${hash}.txt`;

/** Any URL of the versions folders (ours to answer, 404 included); groups: demo id, fingerprint. */
const VERSIONS_URL = /^assets\/demos\/[^/]+\/[^/]+\/versions\//;
const VERSION_URL = /^assets\/demos\/([a-z0-9][a-z0-9-]*)\/(\1-demo\d+)\/versions\/([0-9a-z]{1,7})\.txt$/;

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
        if (!VERSIONS_URL.test(relative)) return next();
        try {
          const match = VERSION_URL.exec(relative);
          const text = match ? (versions ??= collectDemoVersions({ repoRoot: root })).get(match[2])?.get(match[3]) : undefined;
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
          this.emitFile({ type: 'asset', fileName: demoVersionPath(demoId, hash), source });
        }
      }
    },
  };
}
