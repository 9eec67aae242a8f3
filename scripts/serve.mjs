// A small static server for the playground: www/ at /, the wasm-pack output pkg/ at /pkg/.
// It sends the CORS headers any static host would need for embeds on other origins, and
// never serves a file outside those two folders. No dependencies beyond Node itself.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const mounts = [
  ['/pkg/', join(root, 'pkg')],
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

/** Maps a URL path to a file inside one of the mounts, or null. */
function locate(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  for (const [prefix, dir] of mounts) {
    if (!path.startsWith(prefix)) continue;
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (file !== dir && !file.startsWith(dir + sep)) return null;
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      if (statSync(file).isFile()) return file;
    } catch {
      // fall through to the next mount
    }
  }
  return null;
}

/** Resolves with the listening server; rejects (EADDRINUSE, …) when it cannot listen. */
export function startServer(port = 0, host = '127.0.0.1') {
  const server = createServer((req, res) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      return res.end();
    }
    const file = locate(new URL(req.url, 'http://x').pathname);
    if (!file) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      return res.end('not found\n');
    }
    res.writeHead(200, { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
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
