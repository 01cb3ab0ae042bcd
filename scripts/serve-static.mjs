// A plain static file server: files from a folder, index.html for every unknown path, no special
// headers. The end-to-end tests run against it to prove dist/ needs nothing more.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export function serveStatic(root, port) {
  const server = createServer(async (request, response) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape (a lone "%"): answered, not thrown, as one bad request must not stop the server.
      console.error(`Bad request: ${request.url}`);
      response.writeHead(400).end('Bad request');
      return;
    }
    let file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    try {
      // A folder is served its index.html, as static hosts do: the prerendered pages are <route>/index.html.
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      file = path.join(root, 'index.html');
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'text/plain; charset=utf-8' });
      response.end(body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? 4173);
  await serveStatic(root, port);
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
}
