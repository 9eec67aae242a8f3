// Seeds the fuzzers' corpora from the public test vectors (tests/data/): each vector in the
// form each target reads, its first byte picking the game. Run by `make fuzz`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vectors = (name) => readFileSync(`${root}tests/data/${name}.tsv`, 'utf8').split('\n')
  .filter((line) => line.trim() && !line.startsWith('#')).map((line) => line.split('\t')[0]);
const GAME = { ticket: 0, auction: 1, permutation: 2 };
const seeds = { page_inputs: [], judge_formats: [], positions: [] };
for (const game of Object.keys(GAME)) {
  for (const input of vectors(game)) {
    seeds.page_inputs.push([GAME[game], input]);
    const words = input.split(/\s+/).filter(Boolean);
    const judged = { ticket: `${input.length}\n${input}\n`, auction: `1\n${words.length} ${input}\n`, permutation: `1\n${words.length}\n${input}\n` }[game];
    seeds.judge_formats.push([GAME[game], judged], [GAME[game] | 0x80, judged]);
    if (game === 'ticket') seeds.positions.push([0, `${input} Monocarp`], [0, `${input} Bicarp`]);
    if (game === 'permutation') seeds.positions.push([1, input], [1, words.map((w, i) => (i % 3 === 1 && w !== '1' ? '_' : w)).join(' ')]);
  }
}
for (const [target, list] of Object.entries(seeds)) {
  const dir = `${root}fuzz/corpus/${target}`;
  mkdirSync(dir, { recursive: true });
  list.forEach(([pick, text], index) => writeFileSync(`${dir}/seed-${index}`, Buffer.concat([Buffer.from([pick]), Buffer.from(text)])));
  console.log(`${target}: ${list.length} seeds`);
}
