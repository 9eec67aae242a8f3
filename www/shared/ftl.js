// The catalogues' syntax (docs/LANGUAGES.md): a subset of Project Fluent's, read into the patterns
// www/shared/i18n.js formats, and the Korean particles JOSA picks. Apart from i18n.js so that an embed in
// English carries no parser: the bundles hold English's catalogue already read
// (scripts/bundle.mjs), and this module is loaded only with another language's catalogue, or by
// the page for its own words (app.js) and by the tests.

/** The functions a catalogue may call: i18n.js formats them (its FUNCTIONS). */
const FUNCTIONS = ['NUMBER', 'JOSA', 'CAPITAL'];

// Fluent's guide: https://projectfluent.org/fluent/guide/.
/**
 * A catalogue's text → Map of id → pattern. A pattern is a list of strings and placeables:
 * `{ var }`, `{ lit }`, `{ fn, args: [...] }`, `{ select, variants: [{ key, pattern, star }] }`.
 * Terms, attributes and comments attached to messages are Fluent's but not used here: a
 * line this subset does not read throws, naming it.
 */
export function parse(text) {
  const messages = new Map();
  const lines = String(text).replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '' || line.startsWith('#')) { i++; continue; }
    const head = /^([a-zA-Z][\w-]*) *= *(.*)$/.exec(line);
    if (!head) throw new SyntaxError(`catalogue line ${i + 1}: "${line}" is not "id = text"`);
    const body = [];
    i++;
    // A message goes on over the indented lines after it (and blank lines between them).
    while (i < lines.length && (/^ +\S/.test(lines[i]) || (lines[i].trim() === '' && /^ +\S/.test(lines.slice(i).find((l) => l.trim() !== '') ?? '')))) {
      body.push(lines[i]);
      i++;
    }
    const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
    const rest = body.map((l) => l.slice(indent).trimEnd());
    const value = [head[2].trimEnd(), ...rest].join('\n').replace(/^\n+/, '').trimEnd();
    if (messages.has(head[1])) throw new SyntaxError(`catalogue line ${i}: "${head[1]}" is defined twice`);
    try {
      messages.set(head[1], new Reader(value).pattern(false));
    } catch (error) {
      throw new SyntaxError(`catalogue message "${head[1]}": ${error.message}`);
    }
  }
  return messages;
}

class Reader {
  constructor(text) {
    this.s = text;
    this.i = 0;
  }

  fail(what) {
    throw new SyntaxError(`${what} at "${this.s.slice(this.i, this.i + 20)}"`);
  }

  /** Text and placeables up to the end, or (in a variant) up to the next variant or the selection's `}`. */
  pattern(inVariant) {
    const out = [];
    let text = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (c === '{') {
        if (text) out.push(text);
        text = '';
        this.i++;
        out.push(this.placeable());
      } else if (c === '}') {
        if (inVariant) break;
        this.fail('a "}" without its "{"');
      } else if (inVariant && c === '\n' && /^\n\s*(\*?\[|\})/.test(this.s.slice(this.i))) {
        break;
      } else {
        text += c;
        this.i++;
      }
    }
    if (text) out.push(text);
    return out;
  }

  blank() {
    while (/\s/.test(this.s[this.i] ?? '')) this.i++;
  }

  /** After a `{`: an expression, or a selection on one, up to its `}`. */
  placeable() {
    this.blank();
    const expression = this.expression();
    this.blank();
    if (this.s.startsWith('->', this.i)) {
      this.i += 2;
      const variants = [];
      for (;;) {
        this.blank();
        if (this.s[this.i] === '}') break;
        const star = this.s[this.i] === '*';
        if (star) this.i++;
        const key = /^\[\s*([\w.-]+)\s*\]/.exec(this.s.slice(this.i));
        if (!key) this.fail('a variant "[key]" expected');
        this.i += key[0].length;
        while (this.s[this.i] === ' ') this.i++;
        const pattern = this.pattern(true);
        // A variant's text ends before the line of the next one.
        if (typeof pattern.at(-1) === 'string') pattern[pattern.length - 1] = pattern.at(-1).trimEnd();
        variants.push({ key: key[1], star, pattern });
      }
      if (variants.filter((v) => v.star).length !== 1) this.fail('a selection needs exactly one default variant "*[…]"');
      this.i++;
      return { select: expression, variants };
    }
    if (this.s[this.i] !== '}') this.fail('"}" expected');
    this.i++;
    return expression;
  }

  expression() {
    const rest = this.s.slice(this.i);
    let m;
    if ((m = /^\$([a-zA-Z][\w-]*)/.exec(rest))) {
      this.i += m[0].length;
      return { var: m[1] };
    }
    if ((m = /^"((?:[^"\\]|\\.)*)"/.exec(rest))) {
      this.i += m[0].length;
      return { lit: m[1].replace(/\\(.)/g, '$1') };
    }
    if ((m = /^-?\d+(\.\d+)?/.exec(rest))) {
      this.i += m[0].length;
      return { lit: Number(m[0]) };
    }
    if ((m = /^([A-Z][A-Z0-9_-]*)\(/.exec(rest))) {
      this.i += m[0].length;
      const args = [];
      for (;;) {
        this.blank();
        if (this.s[this.i] === ')') break;
        args.push(this.expression());
        this.blank();
        if (this.s[this.i] === ',') this.i++;
      }
      this.i++;
      if (!FUNCTIONS.includes(m[1])) this.fail(`no function ${m[1]}`);
      return { fn: m[1], args };
    }
    return this.fail('"$name", "text", a number or a FUNCTION(…) expected');
  }
}

// Korean particles: the form after a final consonant (받침) or after a vowel, from the word's
// last sound: a Hangul syllable's own final, a digit's or a unit's reading (1 일, 10 십, 100 백),
// a Latin letter's name (N 엔, L 엘) or a word's last letter.
const HANGUL = 0xac00;
/** The final consonant's index in a syllable of the last sound of `word` (0 none, 8 ㄹ), or null when unknown. */
export function finalConsonant(word) {
  const text = String(word).replace(/[\s)\]}”"'’.,!?…]+$/u, '');
  const last = text.at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL && code <= 0xd7a3) return (code - HANGUL) % 28;
  const digits = /[\d\s,.]*\d$/.exec(text)?.[0].replace(/\D/g, '');
  if (digits) {
    if (/^0+$/.test(digits)) return 21; // 영: ㅇ
    const zeros = digits.length - digits.replace(/0+$/, '').length;
    if (zeros === 0) return [null, 8, 0, 16, 0, 0, 1, 8, 8, 0][Number(digits.at(-1))]; // 일 이 삼 사 오 육 칠 팔 구
    if (zeros % 4 === 0) return [4, 1, 0][(zeros / 4 - 1) % 3]; // 만 억 조
    return [17, 1, 4][(zeros % 4) - 1]; // 십 백 천
  }
  if (/^[A-Z]$/.test(last) || /[A-Z]{2}$/.test(text)) return { L: 8, M: 16, N: 4, R: 8 }[last] ?? 0; // 엘 엠 엔 알
  if (/[a-z]$/.test(last)) return /(?:ng|[lmn])$/.test(text) ? (last === 'l' ? 8 : 4) : 0;
  return null;
}

/** `word` and its particle: `pair` is the form after a consonant and after a vowel, `이/가`. */
export function josa(word, pair) {
  const [consonant, vowel] = pair.split('/');
  const final = finalConsonant(word);
  // (으)로 takes 로 after a vowel and after ㄹ.
  const rieul = consonant === '으로';
  if (final == null) return `${word}${rieul ? '(으)로' : `${consonant}(${vowel})`}`;
  return `${word}${final === 0 || (rieul && final === 8) ? vowel : consonant}`;
}

