/**
 * PDF's token syntax (ISO 32000-1 §7.2–7.3), read straight from the bytes, for the upload
 * check's own scan (scan-pdf-objects.ts). It allocates nothing per token but names: a hostile
 * file can hold millions of tokens. Strings and comments are skipped, not decoded.
 */

export type PdfToken =
  | 'end'
  | 'name'
  | 'number'
  | 'string'
  | 'dictStart'
  | 'dictEnd'
  | 'arrayStart'
  | 'arrayEnd'
  | 'keyword'
  /** A stray delimiter (`)`, `>`, `{`, `}`): readers skip it, and so does the scan. */
  | 'other';

const CHAR = {
  percent: 0x25,
  openParen: 0x28,
  closeParen: 0x29,
  backslash: 0x5c,
  less: 0x3c,
  greater: 0x3e,
  openBracket: 0x5b,
  closeBracket: 0x5d,
  slash: 0x2f,
  hash: 0x23,
  lineFeed: 0x0a,
  carriageReturn: 0x0d,
  zero: 0x30,
  nine: 0x39,
  plus: 0x2b,
  minus: 0x2d,
  dot: 0x2e,
};

/** PDF's own limit for a name (ISO 32000-1 Annex C). */
const MAX_NAME_LENGTH = 127;

/** Each byte's class, looked up once per byte: the scan reads every byte of the file. */
const REGULAR = 0;
const WHITESPACE = 1;
const DELIMITER = 2;
const CLASS_OF = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS_OF[byte] = WHITESPACE;
for (const byte of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])
  CLASS_OF[byte] = DELIMITER;

export const isPdfWhitespace = (byte: number) => CLASS_OF[byte] === WHITESPACE;
const isRegular = (byte: number) => CLASS_OF[byte] === REGULAR;
const isDigit = (byte: number) => byte >= CHAR.zero && byte <= CHAR.nine;

function hexValue(byte: number) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

export class PdfLexer {
  /** The last name, with `#xx` escapes decoded (`/Java#53cript` is `JavaScript`). */
  name = '';
  /** The last number's value, and whether it was written as an integer. */
  number = 0;
  isInteger = false;
  /** Where the last token starts and ends (a keyword's text is `data[start, end)`). */
  start = 0;
  end = 0;

  /**
   * With `skipped`, the lexer notes where each string and comment starts and ends (pairs of
   * positions): a read that starts inside one sees other tokens than one that starts before it.
   */
  constructor(
    private readonly data: Uint8Array,
    public position: number,
    private readonly limit: number,
    private readonly skipped?: number[],
  ) {}

  /** Whether the last token is the keyword `text` (`R`, `obj`, `endobj`, `stream`). */
  keywordIs(text: string) {
    if (this.end - this.start !== text.length) return false;
    for (let i = 0; i < text.length; i++)
      if (this.data[this.start + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  next(): PdfToken {
    const { data, limit } = this;
    let at = this.position;
    while (at < limit) {
      const byte = data[at] as number;
      if (CLASS_OF[byte] === WHITESPACE) at++;
      else if (byte === CHAR.percent) {
        const commentStart = at;
        while (at < limit && data[at] !== CHAR.lineFeed && data[at] !== CHAR.carriageReturn) at++;
        this.skipped?.push(commentStart, at);
      } else break;
    }
    this.start = at;
    if (at >= limit) return this.finish(at, 'end');
    const byte = data[at] as number;
    switch (byte) {
      case CHAR.openParen:
        return this.finish(this.skipLiteralString(at + 1), 'string');
      case CHAR.less:
        if (data[at + 1] === CHAR.less) return this.finish(at + 2, 'dictStart');
        while (at < limit && data[at] !== CHAR.greater) at++;
        return this.finish(Math.min(at + 1, limit), 'string');
      case CHAR.greater:
        if (data[at + 1] === CHAR.greater) return this.finish(at + 2, 'dictEnd');
        return this.finish(at + 1, 'other');
      case CHAR.openBracket:
        return this.finish(at + 1, 'arrayStart');
      case CHAR.closeBracket:
        return this.finish(at + 1, 'arrayEnd');
      case CHAR.slash:
        return this.finish(this.readName(at + 1), 'name');
    }
    if (!isRegular(byte)) return this.finish(at + 1, 'other');
    let end = at;
    while (end < limit && isRegular(data[end] as number)) end++;
    return this.finish(end, this.readNumber(at, end) ? 'number' : 'keyword');
  }

  private finish(end: number, token: PdfToken) {
    if (token === 'string') this.skipped?.push(this.start, end);
    this.end = end;
    this.position = end;
    return token;
  }

  /** Past the string's closing parenthesis: parentheses nest, a backslash escapes one byte. */
  private skipLiteralString(from: number) {
    const { data, limit } = this;
    let depth = 1;
    let at = from;
    while (at < limit) {
      const byte = data[at++];
      if (byte === CHAR.backslash) at++;
      else if (byte === CHAR.openParen) depth++;
      else if (byte === CHAR.closeParen && --depth === 0) break;
    }
    return Math.min(at, limit);
  }

  private readName(from: number) {
    const { data, limit } = this;
    const codes: number[] = [];
    let at = from;
    while (at < limit && isRegular(data[at] as number)) {
      const high = data[at] === CHAR.hash ? hexValue(data[at + 1] ?? 0) : -1;
      const low = high >= 0 ? hexValue(data[at + 2] ?? 0) : -1;
      const code = low >= 0 && at + 2 < limit ? high * 16 + low : (data[at] as number);
      at += low >= 0 && at + 2 < limit ? 3 : 1;
      // No name the scan looks for is long; a long one is kept only as far as it can differ.
      if (codes.length < MAX_NAME_LENGTH) codes.push(code);
    }
    this.name = String.fromCharCode(...codes);
    return at;
  }

  /** Reads `[+-]digits[.digits]` as a number; anything else in a regular run is a keyword. */
  private readNumber(from: number, end: number) {
    const { data } = this;
    let at = from;
    let sign = 1;
    if (data[at] === CHAR.plus || data[at] === CHAR.minus) {
      if (data[at] === CHAR.minus) sign = -1;
      at++;
    }
    let value = 0;
    let digits = 0;
    let scale = 0;
    for (; at < end; at++) {
      const byte = data[at] as number;
      if (isDigit(byte)) {
        value = value * 10 + (byte - CHAR.zero);
        digits++;
        if (scale) scale *= 10;
      } else if (byte === CHAR.dot && !scale) {
        scale = 1;
      } else {
        return false;
      }
    }
    if (!digits) return false;
    this.number = sign * (scale ? value / scale : value);
    this.isInteger = !scale;
    return true;
  }
}
