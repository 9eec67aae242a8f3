// The static server behind `make serve`: what a static host for embeds must do (CORS, wasm
// MIME type), and nothing outside www/ and pkg/ is ever served, not even through a symbolic link.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../scripts/serve.mjs';
import { longOnly } from './long.mjs';

let server;
let port;
before(async () => { server = await startServer(0); port = server.address().port; });
after(() => new Promise((done) => server.close(done)));

/** A raw GET, so that paths like /../ reach the server unnormalized; `res.body` is what it sent. */
function get(path, method = 'GET', headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        res.body = Buffer.concat(chunks);
        resolve(res);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('pages and the wasm are served with CORS headers and the right types', async () => {
  const page = await get('/');
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'], /^text\/html/);
  assert.equal(page.headers['access-control-allow-origin'], '*');
  const wasm = await get('/pkg/verdict_playground_bg.wasm');
  assert.equal(wasm.statusCode, 200);
  assert.equal(wasm.headers['content-type'], 'application/wasm');
  assert.equal(wasm.headers['access-control-allow-origin'], '*');
  const module = await get('/verdict-playground.js');
  assert.match(module.headers['content-type'], /^text\/javascript/);
  assert.equal((await get('/', 'OPTIONS')).statusCode, 204);
  const refused = await get('/', 'POST');
  assert.equal(refused.statusCode, 405);
  assert.equal(refused.headers.allow, 'GET, HEAD, OPTIONS', 'a 405 says which methods are served');
});

test('every file carries a validator: asked again with it, the server answers 304 with no body', async () => {
  for (const path of ['/pkg/verdict_playground_bg.wasm', '/core/worker.js', '/embed.html']) {
    const first = await get(path);
    assert.equal(first.statusCode, 200, path);
    assert.ok(first.body.length > 0, path);
    const etag = first.headers.etag;
    assert.match(etag ?? '', /^"[0-9a-f]+-[0-9a-f]+"$/, `${path}: a strong validator`);
    // Still revalidated each time: an edited file is seen at once.
    assert.equal(first.headers['cache-control'], 'no-cache', path);
    const again = await get(path, 'GET', { 'If-None-Match': etag });
    assert.equal(again.statusCode, 304, path);
    assert.equal(again.body.length, 0, `${path}: no body`);
    assert.equal(again.headers.etag, etag);
    assert.equal(again.headers['access-control-allow-origin'], '*', `${path}: a 304 keeps the CORS header`);
    const other = await get(path, 'GET', { 'If-None-Match': '"0-0", W/"1-1"' });
    assert.equal(other.statusCode, 200, `${path}: another validator gets the file`);
    assert.equal(other.body.length, first.body.length);
  }
});

test('the worker is served under the pages\' policy: it may fetch from its own origin only', async () => {
  const worker = await get('/core/worker.js');
  assert.match(worker.headers['content-security-policy'], /connect-src 'self'/);
  assert.match(worker.headers['content-security-policy'], /default-src 'none'/);
});

test('nothing outside www/ and pkg/ is served', async () => {
  for (const path of ['/../Cargo.toml', '/%2e%2e/Cargo.toml', '/pkg/../Cargo.toml', '/pkg/%2e%2e/src/lib.rs',
    '/..%2fMakefile', '/%00', '/%E0%A4%A', '/nothing-here.js']) {
    assert.equal((await get(path)).statusCode, 404, path);
  }
});

test('symbolic links out of the served folders are not followed; links within them are', async () => {
  // A copy of the layout with links planted in it: files and folders, outside and inside.
  const top = mkdtempSync(join(tmpdir(), 'verdict-serve-'));
  const www = join(top, 'www');
  const pkg = join(top, 'pkg');
  mkdirSync(join(www, 'sub'), { recursive: true });
  mkdirSync(pkg);
  writeFileSync(join(www, 'index.html'), '<p>page</p>');
  writeFileSync(join(www, 'sub', 'page.js'), 'export {};');
  writeFileSync(join(pkg, 'core.js'), 'export {};');
  writeFileSync(join(top, 'secret.txt'), 'secret');
  symlinkSync('/etc/passwd', join(www, 'leak.txt'));
  symlinkSync('/etc', join(www, 'etc'));
  symlinkSync(join(top, 'secret.txt'), join(www, 'secret.txt'));
  symlinkSync('..', join(pkg, 'up'));
  symlinkSync('../..', join(www, 'sub', 'top'));
  symlinkSync(join(top, 'secret.txt'), join(www, 'sub', 'index.html'));
  symlinkSync('index.html', join(www, 'same.html'));
  symlinkSync('../pkg/core.js', join(www, 'core.js'));
  symlinkSync('sub', join(www, 'also'));
  writeFileSync(join(www, '.env'), 'secret');
  symlinkSync('.env', join(www, 'env.txt'));
  mkdirSync(join(www, '.git'));
  writeFileSync(join(www, '.git', 'config.js'), 'secret');
  symlinkSync('.git/config.js', join(www, 'dotdir.js'));
  const planted = await startServer(0, '127.0.0.1', [['/pkg/', pkg], ['/', www]]);
  const at = (path) => new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: planted.address().port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
  try {
    for (const path of ['/leak.txt', '/etc/passwd', '/etc/hostname', '/secret.txt', '/pkg/up/secret.txt',
      '/pkg/up/www/../secret.txt', '/sub/top/secret.txt', '/sub/', '/sub/index.html', '/also/top/secret.txt',
      '/pkg/up/pkg/up/secret.txt', '/%2e%2e/secret.txt']) {
      const { status, body } = await at(path);
      assert.equal(status, 404, path);
      assert.doesNotMatch(body, /secret|root:/, path);
    }
    assert.deepEqual(await at('/same.html'), { status: 200, body: '<p>page</p>' }, 'a link within www/');
    assert.equal((await at('/core.js')).status, 200, 'a link from www/ into pkg/, also served');
    assert.equal((await at('/also/page.js')).status, 200, 'a folder link within www/');
    assert.equal((await at('/pkg/up/www/index.html')).status, 200, 'through a link, but the real path is served');
    assert.equal((await at('/env.txt')).status, 404, 'a link to a dotfile inside www/ is a dotfile');
    assert.equal((await at('/dotdir.js')).status, 404, 'a link into a dot folder inside www/');
  } finally {
    await new Promise((done) => planted.close(done));
    rmSync(top, { recursive: true });
  }
});

// A download the client abandons must give its file back: the server runs with 128 descriptors
// (ulimit), and 10 000 downloads of a 4 MB file are each dropped after their first bytes; a
// leaked descriptor a drop would have reset every request long before the end.
test('abandoned downloads close their files: 10 000 drops under a limit of 128 descriptors', { ...longOnly, timeout: 240_000 }, async () => {
  const top = mkdtempSync(join(tmpdir(), 'verdict-drops-'));
  writeFileSync(join(top, 'big.wasm'), Buffer.alloc(4 << 20, 1));
  writeFileSync(join(top, 'index.html'), '<p>alive</p>');
  const serve = new URL('../scripts/serve.mjs', import.meta.url).href;
  const script = `const { startServer } = await import(${JSON.stringify(serve)});
    const s = await startServer(0, '127.0.0.1', [['/', ${JSON.stringify(top)}]]);
    console.log(s.address().port);`;
  const child = spawn('bash', ['-c', 'ulimit -n 128 && exec node --input-type=module -e "$0"', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const childPort = await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const drop = () => new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port: childPort, path: '/big.wasm' }, (res) => {
        res.once('data', () => { req.destroy(); resolve(res.statusCode); });
      });
      req.on('error', () => resolve('reset'));
      req.end();
    });
    const statuses = new Map();
    // 25 at a time: each open download holds a socket and a file, and a batch's closes finish
    // after the next batch starts, so 50 at a time (100 descriptors beside node's own) once ran
    // past 128 for a moment and reset 40 of the 10 000. A leak of one descriptor a drop still
    // runs out within the first 128 drops.
    for (let round = 0; round < 400; round++) {
      const batch = await Promise.all(Array.from({ length: 25 }, drop));
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    assert.deepEqual([...statuses], [[200, 10_000]], 'every download started (none reset for want of descriptors)');
    const page = await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: childPort, path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(page, '<p>alive</p>', 'the server still serves after the drops');
  } finally {
    child.kill();
    rmSync(top, { recursive: true });
  }
});
