import {
  type BoundedInflater,
  createBoundedInflater,
  InflateLimitReached,
  type InflateLimits,
  StreamUnreadable,
} from './bounded-inflate';
import {
  ACTIVE_CONTENT_NAMES,
  type PdfActiveContent,
  xfaPacketHasScript,
} from './pdf-active-content';
import { isPdfWhitespace, PdfLexer, type PdfToken } from './pdf-lexer';

export type PdfScanVerdict =
  | { verdict: 'clean' }
  | { verdict: 'activeContent'; found: PdfActiveContent }
  | { verdict: 'inflatesTooFar' }
  | { verdict: 'unreadable' };

/**
 * `N G obj` wherever it stands: readers go where the cross-reference table points, or rebuild
 * the table by looking for these when it is broken, so every one is an object some reader may
 * open. Not after a digit, so a long run of digits costs one attempt, not one per digit.
 */
const OBJECT_HEADER =
  /(?<!\d)(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])*obj/g;
const END_OF_STREAM = Buffer.from('endstream', 'latin1');
/**
 * How much of an object's first value the scan keeps, to read a stream's entries: items of a
 * container (a dictionary's keys count as items) and levels. No stream the scan reads needs
 * more, and a hostile file cannot make it hold millions of values.
 */
const KEPT_ITEMS = 512;
const KEPT_DEPTH = 3;

type PdfValue = number | { name: string } | { ref: number } | PdfValue[] | PdfDict | null;
type PdfDict = Map<string, PdfValue>;

const nameOf = (value: PdfValue | undefined) =>
  value !== null && typeof value === 'object' && 'name' in value ? value.name : undefined;
const isInteger = (value: PdfValue | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

type Finding = Exclude<PdfScanVerdict, { verdict: 'clean' }>;
class Found extends Error {
  constructor(readonly finding: Finding) {
    super(finding.verdict);
  }
}

/**
 * The object numbers an `/XFA` entry refers to (a stream, or an array of names and streams),
 * found in the token stream, at any depth, in any object.
 */
class XfaReferences {
  readonly numbers = new Set<number>();
  private state: 'idle' | 'value' | 'array' = 'idle';
  private depth = 0;
  private integers: number[] = [];

  /** An entry never reaches from one object into the next. */
  startObject() {
    this.state = 'idle';
    this.integers = [];
  }

  take(token: PdfToken, lexer: PdfLexer) {
    if (token === 'name' && lexer.name === 'XFA') {
      this.state = 'value';
      this.integers = [];
      return;
    }
    if (this.state === 'idle') return;
    if (token === 'number' && lexer.isInteger) {
      this.integers = [...this.integers.slice(-1), lexer.number];
      return;
    }
    const [objectNumber] = this.integers;
    this.integers = [];
    if (token === 'keyword' && lexer.keywordIs('R') && objectNumber !== undefined) {
      this.numbers.add(objectNumber);
      if (this.state === 'value') this.state = 'idle';
    } else if (token === 'arrayStart') {
      this.depth = this.state === 'value' ? 1 : this.depth + 1;
      this.state = 'array';
    } else if (token === 'arrayEnd' && this.state === 'array') {
      if (--this.depth === 0) this.state = 'idle';
    } else if (this.state === 'value') {
      this.state = 'idle';
    }
  }
}

/**
 * Builds the first value of an object (its dictionary, for a stream), keeping at most
 * `KEPT_ITEMS` items of a container and `KEPT_DEPTH` levels; `truncated` says when it dropped
 * any. Iterative: nesting depth is the file's choice.
 */
class FirstValue {
  value: PdfValue | undefined;
  truncated = false;
  /** Tokens read since the value was complete. */
  tokensAfter = 0;
  private readonly stack: { kind: 'dict' | 'array'; items: PdfValue[] | undefined }[] = [];

  take(token: PdfToken, lexer: PdfLexer) {
    if (this.value !== undefined) {
      this.tokensAfter++;
      return;
    }
    const top = this.stack.at(-1);
    switch (token) {
      case 'dictStart':
      case 'arrayStart':
        this.stack.push({
          kind: token === 'dictStart' ? 'dict' : 'array',
          items: this.stack.length < KEPT_DEPTH ? [] : undefined,
        });
        if (this.stack.length > KEPT_DEPTH) this.truncated = true;
        return;
      case 'dictEnd':
      case 'arrayEnd': {
        if (top?.kind !== (token === 'dictEnd' ? 'dict' : 'array')) return;
        this.stack.pop();
        const items = top.items ?? [];
        return this.add(top.kind === 'dict' ? dictOf(items) : items);
      }
      case 'number':
        return this.add(lexer.number);
      case 'name':
        return this.add({ name: lexer.name });
      case 'keyword': {
        const items = top?.items;
        const [objectNumber, generation] = items?.slice(-2) ?? [];
        if (lexer.keywordIs('R') && isInteger(objectNumber) && isInteger(generation)) {
          items?.splice(-2, 2, { ref: objectNumber });
          return;
        }
        return this.add(null);
      }
      case 'string':
        return this.add(null);
    }
  }

  private add(value: PdfValue) {
    const top = this.stack.at(-1);
    if (!top) {
      this.value = value;
      return;
    }
    if (!top.items) return;
    if (top.items.length < KEPT_ITEMS) top.items.push(value);
    else this.truncated = true;
  }
}

/** Key and value pairs; a key written twice keeps its last value, as pdf-lib does. */
function dictOf(items: PdfValue[]): PdfDict {
  const dict: PdfDict = new Map();
  for (let index = 0; index + 1 < items.length; index++) {
    const key = nameOf(items[index]);
    if (key === undefined) continue;
    dict.set(key, items[index + 1] ?? null);
    index++;
  }
  return dict;
}

type StreamObject = { dict: PdfDict; truncated: boolean; data: Buffer };

/**
 * Reads the lexer's tokens to its end, refusing at the first name of active content and noting
 * `/XFA` references. In a file's own objects it builds the first value and stops at `stream`
 * after a dictionary (the bytes that follow are data, not syntax); inside an object stream
 * there are no streams and nothing stops it.
 */
function scanTokens(lexer: PdfLexer, xfa: XfaReferences, firstValue?: FirstValue) {
  xfa.startObject();
  for (let token = lexer.next(); token !== 'end'; token = lexer.next()) {
    if (token === 'name') {
      const found = ACTIVE_CONTENT_NAMES.get(lexer.name);
      if (found) throw new Found({ verdict: 'activeContent', found });
    }
    xfa.take(token, lexer);
    if (!firstValue) continue;
    if (
      token === 'keyword' &&
      lexer.keywordIs('stream') &&
      firstValue.value instanceof Map &&
      firstValue.tokensAfter === 0
    )
      return lexer.end;
    firstValue.take(token, lexer);
  }
  return undefined;
}

/**
 * Where a stream's data lies: after `stream` and its end of line, for `/Length` bytes when
 * `endstream` follows them, else up to the next `endstream` (a reader falls back on that too).
 */
function streamData(data: Buffer, afterKeyword: number, dict: PdfDict) {
  let start = afterKeyword;
  if (data[start] === 0x0d) start++;
  if (data[start] === 0x0a) start++;
  const length = dict.get('Length');
  if (isInteger(length) && start + length <= data.length) {
    let at = start + length;
    while (at < data.length && isPdfWhitespace(data[at] as number)) at++;
    if (data.subarray(at, at + END_OF_STREAM.length).equals(END_OF_STREAM))
      return data.subarray(start, start + length);
  }
  const end = data.indexOf(END_OF_STREAM, start);
  return data.subarray(start, end < 0 ? data.length : end);
}

/** The stream's filters, by name; undefined when they are not plain names. */
function filtersOf(dict: PdfDict): string[] | undefined {
  const filter = dict.get('Filter');
  if (filter === undefined || filter === null) return [];
  const names = (Array.isArray(filter) ? filter : [filter]).map(nameOf);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

/** A predictor changes the bytes after inflating; the check reads text it could not undo. */
function hasPredictor(dict: PdfDict) {
  const parameters = dict.get('DecodeParms') ?? dict.get('DP');
  const all = Array.isArray(parameters) ? parameters : [parameters];
  return all.some((entry) => {
    if (!(entry instanceof Map)) return entry !== undefined && entry !== null;
    const predictor = entry.get('Predictor');
    return predictor !== undefined && predictor !== 1;
  });
}

/** The stream's data through its filters, within the inflate limits; throws a finding. */
function decodeStream(stream: StreamObject, inflate: BoundedInflater, asText: boolean) {
  const filters = filtersOf(stream.dict);
  if (stream.truncated || !filters || (asText && hasPredictor(stream.dict)))
    throw new Found({ verdict: 'unreadable' });
  try {
    return inflate(stream.data, filters);
  } catch (error) {
    if (error instanceof InflateLimitReached) throw new Found({ verdict: 'inflatesTooFar' });
    if (error instanceof StreamUnreadable) throw new Found({ verdict: 'unreadable' });
    throw error;
  }
}

/**
 * The objects of an object stream, read both ways a reader may: one after the other from the
 * start, and from each offset its header gives, when that offset lies inside a string or
 * comment of the first read (elsewhere the tokens from it are the ones already read). Each such
 * read ends where the next offset starts.
 */
function scanObjectStream(stream: StreamObject, inflate: BoundedInflater, xfa: XfaReferences) {
  const data = decodeStream(stream, inflate, true);
  const skipped: number[] = [];
  scanTokens(new PdfLexer(data, 0, data.length, skipped), xfa);
  const first = stream.dict.get('First');
  if (!isInteger(first)) {
    if (nameOf(stream.dict.get('Type')) === 'ObjStm') throw new Found({ verdict: 'unreadable' });
    return;
  }
  const header = new PdfLexer(data, 0, Math.min(first, data.length));
  const integers: number[] = [];
  for (let token = header.next(); token === 'number'; token = header.next())
    integers.push(header.number);
  const starts = integers
    .filter((_, index) => index % 2 === 1)
    .map((offset) => first + offset)
    .filter((start) => Number.isInteger(start) && start >= first && start < data.length)
    .sort((a, b) => a - b);
  for (const [index, start] of starts.entries())
    if (isInsideSkipped(skipped, start))
      scanTokens(new PdfLexer(data, start, starts[index + 1] ?? data.length), xfa);
}

/** Whether `position` lies inside one of the ranges (pairs of start and end, in order). */
function isInsideSkipped(ranges: number[], position: number) {
  let low = 0;
  let high = ranges.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = ranges[2 * middle] as number;
    const end = ranges[2 * middle + 1] as number;
    if (position <= start) high = middle - 1;
    else if (position >= end) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * Reads an object stream's objects, or inflates a cross-reference stream (pdf-lib inflates
 * those as it loads: within the limits, then); false for any other stream.
 */
function readObjectOrXrefStream(
  stream: StreamObject,
  inflate: BoundedInflater,
  xfa: XfaReferences,
) {
  const type = stream.dict.get('Type');
  if (
    nameOf(type) === 'ObjStm' ||
    (stream.dict.has('N') && stream.dict.has('First')) ||
    // A type given by reference is not known here; read the stream as if it were one.
    (type !== null && typeof type === 'object' && 'ref' in type)
  ) {
    scanObjectStream(stream, inflate, xfa);
    return true;
  }
  if (nameOf(type) !== 'XRef') return false;
  decodeStream(stream, inflate, false);
  return true;
}

/**
 * The upload check's view of a PDF that does not depend on any one parser:
 * every object definition in the bytes (every copy of a repeated number, every incremental
 * update, objects inside other objects' data), the objects inside every object stream, and the
 * XFA packets any of them names; compressed streams are inflated within `limits` (point 12).
 * It refuses what a reader would run, open or send (pdf-active-content.ts). pdf-lib reads the
 * file only after this, so its own inflating of object and cross-reference streams stays within
 * the same limits.
 */
export function scanPdfObjects(data: Buffer, limits: InflateLimits): PdfScanVerdict {
  const inflate = createBoundedInflater(limits);
  const xfa = new XfaReferences();
  // Every other stream is only remembered by number and place: an XFA packet may be named later.
  const otherStreams: { number: number; bodyStart: number; bodyEnd: number }[] = [];
  const readStream = (bodyStart: number, bodyEnd: number): StreamObject | undefined => {
    const firstValue = new FirstValue();
    const streamAt = scanTokens(new PdfLexer(data, bodyStart, bodyEnd), xfa, firstValue);
    if (streamAt === undefined || !(firstValue.value instanceof Map)) return undefined;
    const dict = firstValue.value;
    return { dict, truncated: firstValue.truncated, data: streamData(data, streamAt, dict) };
  };
  try {
    const text = data.toString('latin1');
    const headers = new RegExp(OBJECT_HEADER);
    let header = headers.exec(text);
    while (header) {
      const next = headers.exec(text);
      const number = Number(header[1]);
      const bodyStart = header.index + header[0].length;
      const bodyEnd = next?.index ?? data.length;
      const stream = readStream(bodyStart, bodyEnd);
      if (stream && !readObjectOrXrefStream(stream, inflate, xfa))
        otherStreams.push({ number, bodyStart, bodyEnd });
      header = next;
    }
    for (const { number, bodyStart, bodyEnd } of otherStreams) {
      if (!xfa.numbers.has(number)) continue;
      const stream = readStream(bodyStart, bodyEnd);
      if (stream && xfaPacketHasScript(decodeStream(stream, inflate, true)))
        throw new Found({ verdict: 'activeContent', found: 'xfaScript' });
    }
  } catch (error) {
    if (error instanceof Found) return error.finding;
    throw error;
  }
  return { verdict: 'clean' };
}
