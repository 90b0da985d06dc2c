/**
 * A report's month, read out of the spec's free-text "Maand en jaar" (`name`). The text stays as
 * the coach typed it; the month read from it is stored beside it (decision 092).
 */
export type TReportMonth = { year: number; month: number };

export const MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** Dutch and English names and their usual short forms, each to its month number. */
const MONTH_WORDS: ReadonlyMap<string, number> = new Map(
  [
    ['januari', 'jan', 'january'],
    ['februari', 'feb', 'febr', 'february'],
    ['maart', 'mrt', 'mar', 'march'],
    ['april', 'apr'],
    ['mei', 'may'],
    ['juni', 'jun', 'june'],
    ['juli', 'jul', 'july'],
    ['augustus', 'aug', 'august'],
    ['september', 'sep', 'sept'],
    ['oktober', 'okt', 'oct', 'october'],
    ['november', 'nov'],
    ['december', 'dec'],
  ].flatMap((words, index) => words.map((word) => [word, index + 1] as const)),
);

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

function monthOf(year: number, month: number): TReportMonth | null {
  if (!Number.isInteger(year) || !Number.isInteger(month)) return null;
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/**
 * The month a text names, or null when it names none or more than one way: "11-2026",
 * "11/2026", "11.2026", "2026-11", "2026/11", "nov 2026", "nov. 2026", "november 2026",
 * "November, 2026". Nothing else may stand in the text.
 */
export function readReportMonth(text: string): TReportMonth | null {
  const plain = text.trim().toLowerCase().replace(/\s+/gu, ' ');
  const numeric = plain.match(/^(\d{1,2}) ?[-/.] ?(\d{4})$/u);
  if (numeric) return monthOf(Number(numeric[2]), Number(numeric[1]));
  const isoLike = plain.match(/^(\d{4}) ?[-/.] ?(\d{1,2})$/u);
  if (isoLike) return monthOf(Number(isoLike[1]), Number(isoLike[2]));
  const named = plain.match(/^([a-z]+)\.?,? ?(?:'|’)?(\d{4})$/u);
  if (named?.[1] && named[2]) {
    const month = MONTH_WORDS.get(named[1]);
    return month === undefined ? null : monthOf(Number(named[2]), month);
  }
  return null;
}

/** "november 2026": how the portal writes a month. */
export function formatReportMonth({ year, month }: TReportMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** "2026-11": how an answer holds a month (`month` of a report). */
export function isoReportMonth({ year, month }: TReportMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month of an answer's "2026-11". */
export function reportMonthOfIso(iso: string): TReportMonth {
  const [year, month] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

/** "11-2026": the spec's placeholder form of a month, as the form fills it in. */
export function numericReportMonth({ year, month }: TReportMonth): string {
  return `${String(month).padStart(2, '0')}-${year}`;
}

/** The month a date falls in, in the Netherlands. */
export function monthOfDate(date: Date): TReportMonth {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
  })
    .format(date)
    .split('-')
    .map(Number);
  return { year: year ?? date.getUTCFullYear(), month: month ?? date.getUTCMonth() + 1 };
}

/** Months from `from` to `to` (negative when `to` lies before `from`). */
export function monthsBetween(from: TReportMonth, to: TReportMonth): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** The month `count` months after (or before, when negative) the given one. */
export function addMonths({ year, month }: TReportMonth, count: number): TReportMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
