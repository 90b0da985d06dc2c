import { countWords, limitWords, MAX_REPORT_WORDS } from '@praktijkportaal/contract/reports';

/**
 * The text a report field keeps after an edit, where the caret belongs in it, and what of the
 * edit it did not take (empty when it took all), so that can be offered back.
 */
export type LimitedEdit = { text: string; caret: number; leftOut: string };

/**
 * The part of `next` that differs from `previous`: what came before and after the edit is
 * unchanged, `inserted` is what was typed, pasted or dropped in between.
 */
function splitEdit(previous: string, next: string) {
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous[start] === next[start]) start++;
  let end = 0;
  while (end < shorter - start && previous.at(-1 - end) === next.at(-1 - end)) end++;
  return {
    before: next.slice(0, start),
    inserted: next.slice(start, next.length - end),
    after: next.slice(next.length - end),
  };
}

/** The places inside an insertion where one of its words starts: where it may be cut. */
function wordStarts(inserted: string): number[] {
  return Array.from(inserted.matchAll(/(?<=\s)\S/gu), (match) => match.index);
}

/**
 * Spec §5: a report field holds at most `limit` words and refuses input beyond that. Any edit
 * (a key, a paste, a drop) is applied only as far as it fits: a typed letter or space that
 * would make word 201 is refused, a pasted text keeps the whole words that still fit.
 */
export function limitReportEdit(
  previous: string,
  next: string,
  limit: number = MAX_REPORT_WORDS,
): LimitedEdit {
  const { before, inserted, after } = splitEdit(previous, next);
  if (countWords(next) <= limit)
    return { text: next, caret: before.length + inserted.length, leftOut: '' };
  if (countWords(before + after) > limit) {
    // The text was already too long before this edit: keep its first words only.
    const text = limitWords(next, limit);
    return { text, caret: text.length, leftOut: next.slice(text.length).trim() };
  }

  // Cut just before a word of the insertion; the space before that word goes too, unless the
  // text after the caret would then run into the last word kept.
  const keepSpace = after !== '' && !/^\s/u.test(after);
  const acceptedUpTo = (cut: number) => {
    const part = inserted.slice(0, cut);
    return keepSpace ? part : part.trimEnd();
  };
  const fits = (cut: number) => countWords(before + acceptedUpTo(cut) + after) <= limit;
  // More of the insertion never means fewer words, so the last cut that fits is found by bisection.
  const cuts = wordStarts(inserted);
  let low = -1;
  let high = cuts.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(cuts[middle] ?? 0)) low = middle;
    else high = middle;
  }
  const cut = cuts[low];
  if (cut === undefined) return { text: previous, caret: before.length, leftOut: inserted.trim() };
  const accepted = acceptedUpTo(cut);
  return {
    text: before + accepted + after,
    caret: before.length + accepted.length,
    leftOut: inserted.slice(cut).trim(),
  };
}
