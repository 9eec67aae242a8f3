// A small static server for the playground: www/ at /, the wasm-pack output pkg/ at /pkg/.
// It sends the CORS headers any static host would need for embeds on other origins, and
// never serves a file outside those two folders. No dependencies beyond Node itself.
import { createServer } from 'node:http';
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './wasm.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// The wasm build's folder, from wasm-pack.toml; the page loads it as ../pkg/ beside www/.
const defaultMounts = () => [
  ['/pkg/', join(root, loadConfig()['out-dir'])],
  ['/', join(root, 'www')],
];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The pages' policy: scripts only from here (and wasm compiled from them), workers from here or
 * from a blob (an embed's worker shim), frames from here (the embed builder's preview), no
 * inline script or style, nothing fetched elsewhere.
 * The pages carry the same in a meta tag (for any static host); `frame-ancestors` only works
 * as a header: the embed may be framed by any blog, the page by itself.
 */
export const POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; frame-src 'self'; connect-src 'self'; "
  + "style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; object-src 'none'";
const FRAMING = { 'embed.html': 'frame-ancestors *', default: "frame-ancestors 'self'" };

/**
 * A built file named by its content (scripts/bundle.mjs: `worker-0123456789.js`,
 * `verdict_playground_bg-0123456789.wasm`): its bytes never change under that name, so a reader
 * keeps it for good (`immutable`) and a returning reader, or a second embed of a post, asks for
 * it no more. Every other file (the pages, the scripts a blog or a page names by a stable
 * address, the sources, pkg/) is revalidated at each use (`no-cache` with an ETag: a 304).
 */
export const HASHED_NAME = /-[0-9a-f]{10}\.(?:js|css|wasm)$/;
/** The solver's worker, as written or as built (with its content's hash). */
const WORKER = /^worker(?:-[0-9a-f]{10})?\.js$/;

/** Whether `path` is `dir` or lies below it. */
const inside = (path, dir) => path === dir || path.startsWith(dir + sep);

/** Whether a path has a part that starts with a dot (a dotfile or a dot folder). */
const dotted = (path) => path.split(/[\\/]/).some((part) => part.startsWith('.'));

/** The served folders' real paths (symbolic links resolved), each time: a folder may move. */
function realFolders(mounts) {
  return mounts.flatMap(([, dir]) => {
    try {
      return [realpathSync(dir)];
    } catch {
      return [];
    }
  });
}

/**
 * Maps a URL path to a file inside one of the mounts, or null. Dotfiles are never served, by
 * the URL's name or by the real path's (`www/env.txt -> .env` is not found), and neither is a
 * file whose real path (symbolic links followed, as the read would follow them) lies outside
 * every served folder: `www/leak.txt -> /etc/passwd` is not found.
 */
function locate(mounts, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (dotted(path)) return null;
  for (const [prefix, dir] of mounts) {
    if (!path.startsWith(prefix)) continue;
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!inside(file, dir)) return null;
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const real = realpathSync(file);
      const folder = realFolders(mounts).find((folder) => inside(real, folder));
      if (folder && !dotted(relative(folder, real)) && statSync(real).isFile()) return real;
    } catch {
      // fall through to the next mount
    }
  }
  return null;
}

/**
 * Resolves with the listening server; rejects (EADDRINUSE, …) when it cannot listen. `mounts`
 * ([URL prefix, folder] pairs, most specific first) serves other folders (the tests' own).
 */
export function startServer(port = 0, host = '127.0.0.1', mounts = defaultMounts()) {
  const server = createServer((req, res) => {
    try {
      respond(mounts, req, res);
    } catch {
      // Whatever went wrong with this request, the server stays up for the next.
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('server error\n');
    }
  });
  // A request too malformed to parse gets a 400, not a dropped server.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

/** Whether an If-None-Match header names `etag` (a list of validators, or `*`). */
function fresh(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** The methods served. */
const ALLOW = 'GET, HEAD, OPTIONS';

/**
 * Serves one request: a file of www/ or pkg/, with the headers a static host for embeds needs.
 * A file is streamed; when the client goes away before the end, `pipeline` destroys the read
 * stream, so its descriptor is closed (a dropped download held one open for good, and at the
 * descriptor limit every request was reset).
 */
function respond(mounts, req, res) {
  const headers = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...headers, Allow: ALLOW, 'Access-Control-Allow-Methods': ALLOW, 'Access-Control-Allow-Headers': '*' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: ALLOW });
    return res.end();
  }
  let pathname;
  try {
    // `//`, `//x` and the like are not paths: new URL throws on them.
    pathname = new URL(req.url, 'http://localhost').pathname;
    if (!req.url.startsWith('/') || req.url.startsWith('//')) throw new Error('not a path');
  } catch {
    res.writeHead(400, { ...headers, 'Content-Type': 'text/plain' });
    return res.end('bad request\n');
  }
  const file = locate(mounts, pathname);
  if (!file) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
    return res.end('not found\n');
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  if (type.startsWith('text/html')) {
    headers['Content-Security-Policy'] = `${POLICY}; ${FRAMING[basename(file)] ?? FRAMING.default}`;
  } else if (WORKER.test(basename(file))) {
    // A worker's policy is its script's response headers (a page's meta tag does not reach
    // it): the solver's worker may fetch only from here, as the page may. Other scripts run
    // under their page's policy, and a header on them would mean nothing.
    headers['Content-Security-Policy'] = POLICY;
  }
  // A validator, as static hosts send one: a post of several embeds (frames of their own, each
  // with its worker) asks for the same module several times, and every ask after the first is
  // answered 304 with no body. `no-cache` (above) still has each ask checked, so an edited file
  // is seen at once while developing; a file named by its content is never edited, and kept.
  if (HASHED_NAME.test(basename(file))) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  const { size, mtimeMs } = statSync(file);
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  headers.ETag = etag;
  if (fresh(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Type': type });
  if (req.method === 'HEAD') return res.end();
  pipeline(createReadStream(file), res, () => {});
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  try {
    const server = await startServer(port);
    console.log(`verdict-playground: http://127.0.0.1:${server.address().port}/`);
  } catch (error) {
    const why = error.code === 'EADDRINUSE' ? `port ${port} is in use; try PORT=${port + 1} make serve` : error.message;
    console.error(`verdict-playground: cannot serve: ${why}`);
    process.exit(1);
  }
}
