// The static server behind `make serve`: what a static host for embeds must do (CORS, wasm
// MIME type), and nothing outside www/ and pkg/ is ever served.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startServer } from '../scripts/serve.mjs';

let server;
let port;
before(async () => { server = await startServer(0); port = server.address().port; });
after(() => new Promise((done) => server.close(done)));

/** A raw GET, so that paths like /../ reach the server unnormalized. */
function get(path, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
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
  assert.equal((await get('/', 'POST')).statusCode, 405);
});

test('nothing outside www/ and pkg/ is served', async () => {
  for (const path of ['/../Cargo.toml', '/%2e%2e/Cargo.toml', '/pkg/../Cargo.toml', '/pkg/%2e%2e/src/lib.rs',
    '/..%2fMakefile', '/%00', '/%E0%A4%A', '/nothing-here.js']) {
    assert.equal((await get(path)).statusCode, 404, path);
  }
});
