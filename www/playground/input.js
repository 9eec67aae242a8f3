// The input, held by the page rather than by the text box once it is too long to lay out: a
// text of ten million characters costs the browser seconds of layout in a <textarea>, and a
// file's bytes need never become a string on the page's thread at all (the worker reads them).

/** Above this many characters the text box shows a summary instead of the text. Measured in
 * headless Chromium on this machine (`node bench/page.mjs`): setting the box to 100,000
 * characters and laying it out takes 19 ms, a million 232 ms, ten million 2.4 s. */
export const LARGE = 100_000;

/** The most the page reads (a file is refused before it is read): the core's limit. */
export const MAX_BYTES = 64 << 20;

export class InputModel {
  #text = '';
  #bytes = null;
  #name = '';

  /** A text typed, pasted, generated or restored from a link. */
  setText(text) {
    this.#text = String(text);
    this.#bytes = null;
    this.#name = '';
  }

  /** A file's bytes (UTF-8), kept as they are. */
  setBytes(bytes, name) {
    this.#bytes = bytes;
    this.#text = null;
    this.#name = name;
  }

  /** What the worker analyzes: the text, or the file's bytes. */
  get payload() {
    return this.#bytes ?? this.#text;
  }

  /** The length in characters (in bytes for a file, which is the same for ASCII). */
  get length() {
    return this.#bytes ? this.#bytes.length : this.#text.length;
  }

  get large() {
    return this.length > LARGE;
  }

  /** The file it came from, if any. */
  get fileName() {
    return this.#name;
  }

  /** The text itself, decoded from the file's bytes the first time it is asked for. */
  text() {
    if (this.#text == null) this.#text = new TextDecoder().decode(this.#bytes);
    return this.#text;
  }
}
