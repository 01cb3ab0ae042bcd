// Renders every route of the built site to its own index.html (dist/<route>/index.html), holding the
// page's first render, so a page paints before any JavaScript runs; the browser then hydrates it.
// Run after `vite build`: it builds the server entry, renders each page of the site's route table with
// it, and links each page's stylesheets (and its modules, to be fetched early) from the client build's
// manifest: those of the modules its routes loaded before rendering, as the router's handles name them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { highlighterReady, highlightSource } from './highlight-source.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const serverOut = path.join(root, 'node_modules/.cache/prerender');
/** The site's public address, for canonical links and the sitemap. */
const SITE_URL = (process.env.SITE_URL ?? 'https://aquila-ui.github.io').replace(/\/$/, '');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The manifest's key for a source module: its own, or, for a module the build merged into a group chunk
 * (scripts/page-chunks.ts), that chunk's key.
 */
function manifestKey(source) {
  if (manifest[source]) return source;
  const key = manifestKeyOfFile.get(moduleChunks[source]);
  if (!key) throw new Error(`The client build has no chunk for ${source}`);
  return key;
}

/** The stylesheets and scripts of these modules and everything they import statically, the entry's left out. */
function chunkFiles(manifest, sources) {
  const css = new Set();
  const js = new Set();
  const seen = new Set(['index.html']);
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
    // What a chunk imports comes first, as Vite links it: a demo's own rules then win over the
    // library's rules of the same weight that they adjust.
    chunk.imports?.forEach(visit);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  };
  sources.forEach((source) => visit(manifestKey(source)));
  const entry = manifest['index.html'];
  entry.css?.forEach((file) => css.delete(file));
  return { css: [...css], js: [...js] };
}

/** The page's stylesheets, in cascade order, as one file (written once for each distinct set). */
async function pageStylesheet(css) {
  const text = (await Promise.all(css.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  const file = `assets/page-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.css`;
  await writeFile(path.join(dist, file), text);
  return file;
}

/**
 * The page's head: one stylesheet holding all of the page's CSS (on a slow connection, a request per
 * stylesheet costs round trips before anything can paint), then the parts it holds, named for Vite's
 * loader and never fetched (`stylesheetPartsHtml` says how), then the modules and files to fetch early.
 */
function pageHtml(template, { routePath, rendered, css, js, base, stylesheet }) {
  const links = [
    `<link rel="canonical" href="${SITE_URL}${routePath}" />`,
    `<link rel="stylesheet" crossorigin href="${base}${stylesheet}">`,
    server.stylesheetPartsHtml(css.map((file) => `${base}${file}`)),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    // `crossorigin` makes the preload's request the one `fetch()` makes (CORS mode, same-origin credentials), so the app's fetch takes it.
    ...rendered.fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`),
  ].join('\n    ');
  const html = template
    // The entry's own stylesheet is the first part of the page's.
    .replace(/\n\s*<link rel="stylesheet"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(rendered.description)}$2`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${routePath}">${rendered.html}</div>`);
  for (const [part, found] of [
    ['title', html.includes(`<title>${escapeHtml(rendered.title)}</title>`)],
    ['root', html.includes('data-prerendered=')],
  ])
    if (!found) throw new Error(`index.html has no ${part} to fill in`);
  return html;
}

const started = Date.now();
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, minify: false },
});
const server = await import(pathToFileURL(path.join(serverOut, 'entry-server.js')).href);
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const moduleChunks = JSON.parse(await readFile(path.join(dist, '.vite/module-chunks.json'), 'utf8'));
/** Each chunk file's manifest key, the first that names it (read by `manifestKey`). */
const manifestKeyOfFile = new Map();
for (const [key, chunk] of Object.entries(manifest)) if (!manifestKeyOfFile.has(chunk.file)) manifestKeyOfFile.set(chunk.file, key);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const base = server.BASE_PATH;

// The pages' code is highlighted here, and a demo's files are read as the client build wrote them.
const highlighter = await highlighterReady();
const tools = {
  siteUrl: SITE_URL,
  highlight: (code, language) => highlightSource(highlighter, code, language),
  readDemoAsset: (relativePath) => {
    const file = path.join(dist, server.DEMO_ASSETS, relativePath);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  },
};

// Each example's HTML output: what it renders on a server, formatted and highlighted as its files are,
// fetched by the source panel's "HTML output" tab.
for (const demoId of server.exampleDemoIds()) {
  const markup = await server.renderDemoMarkup(demoId);
  if (markup === null) continue;
  const file = path.join(dist, server.DEMO_ASSETS, server.demoOutputPath(demoId));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, highlightSource(highlighter, markup, 'html'));
}

const paths = server.prerenderPaths();
/** Each page's Markdown, for the assistants' index and its full text. */
const markdownPages = [];
for (const routePath of paths) {
  const rendered = await server.renderPage(routePath, tools);
  if (rendered.markdown !== null) {
    const file = path.join(dist, server.markdownPath(routePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, rendered.markdown);
    markdownPages.push({ path: routePath, title: rendered.title, description: rendered.description, markdown: rendered.markdown });
  }
  // The app's own chunk (the entry starts it once the page has painted), then what its routes loaded.
  const { css, js } = chunkFiles(manifest, ['src/app/start.tsx', ...rendered.sources]);
  // What the page shows as built HTML only (the categories' previews) brings its stylesheets, after the page's own.
  const shown = chunkFiles(manifest, rendered.styleSources).css.filter((file) => !css.includes(file));
  const parts = [...(manifest['index.html'].css ?? []), ...css, ...shown];
  const stylesheet = await pageStylesheet(parts);
  const file = path.join(dist, routePath, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pageHtml(template, { routePath, rendered, css: parts, js, base, stylesheet }));
}
// A folder whose path the app redirects from gets a page that redirects without JavaScript too. The
// site's root stays the app's plain index.html: it is also what a static server gives unknown paths.
for (const [from, to] of Object.entries(server.REDIRECTS)) {
  if (from === '/') continue;
  const file = path.join(dist, from, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    template.replace(
      '</head>',
      `  <meta http-equiv="refresh" content="0; url=${base}${to.slice(1)}" />\n    <link rel="canonical" href="${SITE_URL}${to}" />\n  </head>`,
    ),
  );
}
const today = new Date().toISOString().slice(0, 10);
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${server
    .sitemapPaths()
    .map((routePath) => `  <url><loc>${SITE_URL}${routePath}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
// What people's coding assistants read: an index of the pages' Markdown, and all of it in one file.
await writeFile(path.join(dist, 'llms.txt'), server.llmsText(SITE_URL, markdownPages));
await writeFile(path.join(dist, 'llms-full.txt'), markdownPages.map((page) => page.markdown).join('\n---\n\n'));
await rm(serverOut, { recursive: true, force: true });
// Read above; the site itself does not need it.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `Prerendered ${paths.length} pages, their Markdown, llms.txt and sitemap.xml in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
