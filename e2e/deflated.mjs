// Hostile compressed lesson links, as an attacker makes them: zlib's run-length strategy packs a
// gigabyte of one byte into about a megabyte, in about a second (e2e/lesson-format.test.mjs,
// e2e/lessons.test.mjs).
import zlib from 'node:zlib';

/** The deflate-raw of `head`, `spaces` spaces and `tail`. */
export async function deflated(head, spaces, tail) {
  const deflate = zlib.createDeflateRaw({ level: 9, strategy: zlib.constants.Z_RLE });
  const out = [];
  deflate.on('data', (chunk) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(Buffer.from(head));
  const mib = Buffer.alloc(1 << 20, 0x20);
  for (let left = spaces; left > 0; left -= mib.length) deflate.write(left >= mib.length ? mib : mib.subarray(0, left));
  deflate.end(Buffer.from(tail));
  await done;
  return new Uint8Array(Buffer.concat(out));
}
