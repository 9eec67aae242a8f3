// Hardening, as an attacker would try it: the server survives malformed requests and serves no
// dotfiles, sends nosniff and a strict Content-Security-Policy (the pages carry the same in a
// meta tag), and nothing the pages do is refused by that policy, the offline file's included.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, verdictIs } from './browser.mjs';
import { POLICY } from '../scripts/serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
let b;
let port;
before(async () => {
  b = await launch();
  port = Number(new URL(b.base).port);
});
after(async () => { await b.close(); });

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes and returns the status line the server answers with. */
function raw(bytes) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let reply = '';
    socket.on('data', (chunk) => { reply += chunk; });
    socket.on('close', () => resolve(reply.split('\r\n')[0]));
    socket.on('error', () => resolve(reply.split('\r\n')[0]));
    setTimeout(() => socket.destroy(), 2000);
  });
}

test('malformed requests get 400 and the server stays up; no dotfile is served', async () => {
  for (const path of ['//', '//x', '///etc/passwd', 'http://evil.example/', '*']) {
    assert.equal((await get(path)).statusCode, 400, path);
    assert.equal((await get('/')).statusCode, 200, `still up after ${path}`);
  }
  assert.match(await raw('GARBAGE\r\n\r\n'), /^HTTP\/1\.1 400/);
  assert.match(await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'), /^HTTP\/1\.1 400/);
  assert.equal((await get('/')).statusCode, 200);
  for (const path of ['/pkg/.gitignore', '/.hidden', '/pkg/.x/y', '/%2epkg']) {
    assert.equal((await get(path)).statusCode, 404, path);
  }
});

test('nosniff everywhere; the pages carry the policy as a header and as a meta tag', async () => {
  for (const path of ['/', '/embed.html', '/app.js', '/pkg/verdict_playground_bg.wasm', '/style.css']) {
    assert.equal((await get(path)).headers['x-content-type-options'], 'nosniff', path);
  }
  const page = await get('/');
  assert.equal(page.headers['content-security-policy'], `${POLICY}; frame-ancestors 'self'`);
  assert.equal((await get('/embed.html')).headers['content-security-policy'], `${POLICY}; frame-ancestors *`, 'blogs frame the embed');
  assert.equal((await get('/app.js')).headers['content-security-policy'], undefined);
  assert.equal((await get('/core/worker.js')).headers['content-security-policy'], POLICY, 'a worker runs under its own headers\' policy');
  for (const file of ['index.html', 'embed.html']) {
    const meta = readFileSync(`${root}www/${file}`, 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)[1];
    assert.equal(meta, POLICY, `${file}: the same policy for any static host`);
  }
  assert.doesNotMatch(POLICY, /'unsafe-inline'|'unsafe-eval'/);
});

/** Records the policy's refusals in the page, from its first script on. */
const RECORD = () => {
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
};

test('no page refuses anything under its policy while it is used', async () => {
  const page = await b.browser.newPage();
  await page.addInitScript(RECORD);
  const errors = [];
  page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) errors.push(m.text()); });
  await page.goto(`${b.base}/#permutation=3%206%205%201%204%202&step=1`);
  await verdictIs(page, 'Bob');
  await page.getByRole('button', { name: /Next/ }).click();
  await page.locator('.board[data-step="2"]').waitFor();
  await page.getByRole('button', { name: /exhaustive/ }).click();
  await page.locator('[data-check="agree"]').waitFor();
  await page.getByRole('button', { name: /Play from here/ }).click();
  await page.locator('.play-board button[data-cell="0"]').waitFor();
  await page.getByRole('button', { name: 'Ticket', exact: true }).click();
  await verdictIs(page, 'Bicarp');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  const embed = await b.browser.newPage();
  await embed.addInitScript(RECORD);
  await embed.goto(`${b.base}/embed.html#ticket=?054??0?&view=compact&step=1`);
  await verdictIs(embed, 'Bicarp');
  assert.deepEqual(await embed.evaluate(() => window.violations), []);
  // The offline file: its own, stricter policy (its inline script and style by hash).
  const offline = await b.browser.newPage();
  await offline.addInitScript(RECORD);
  offline.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) errors.push(m.text()); });
  await offline.goto(`file://${root}dist/verdict-playground.html#permutation=2%201`);
  await verdictIs(offline, 'Bob');
  await offline.getByRole('button', { name: /Next/ }).click();
  await offline.locator('.board[data-step="1"]').waitFor();
  assert.deepEqual(await offline.evaluate(() => window.violations), []);
  const policy = await offline.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
  assert.match(policy, /script-src 'sha256-[^']+' blob: 'wasm-unsafe-eval'/);
  assert.doesNotMatch(policy, /unsafe-inline/);
  assert.deepEqual(errors, []);
  for (const p of [page, embed, offline]) await p.close();
});
