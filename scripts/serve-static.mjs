// A plain static file server (sirv, the one `vite preview` uses): files from a folder, a folder's
// index.html for its path, the site's index.html for every unknown path, no special headers. The
// browser tests, the benchmark and the package tests run against it to prove dist/ needs nothing more.
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** `gzip`: send a file's `.gz` beside it to a client that accepts gzip, as a host with compression does. */
export function serveStatic(root, port, { gzip = false } = {}) {
  // `ignores: false`: a missing file with an extension gets the fallback page too, as many hosts do, so
  // the site is tested against the less forgiving answer.
  const serve = sirv(root, { single: true, ignores: false, etag: false, gzip });
  const server = createServer((request, response) => serve(request, response));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? 4173);
  await serveStatic(root, port);
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
}
