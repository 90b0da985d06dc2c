import { TEXTS } from '../../lib/texts';
import { Button } from './button';

type Props = {
  /** The list it pages, to name the pager (two lists may share a screen). */
  list: string;
  /** 1-based. */
  page: number;
  /** The pages there are; for an uncounted list, the pages known so far. */
  pageCount: number;
  /** The list's total is a lower bound ("meer dan 10.000"): the status names no last page. */
  uncounted?: boolean;
  /** The total in words, e.g. "321 gebruikers". */
  count: string;
  onPage: (page: number) => void;
};

/** A button that cannot go further looks it. */
const AT_AN_END = 'disabled:opacity-50 disabled:hover:bg-white';

/** Vorige / Volgende and "Pagina 2 van 7 · 321 gebruikers"; nothing for a single page. */
export function Pager({ list, page, pageCount, uncounted, count, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={TEXTS.pagesOf(list)} className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        className={AT_AN_END}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {TEXTS.previousPage}
      </Button>
      {/* On a phone the status takes a line of its own above the buttons. */}
      <p
        className="order-first w-full text-sm text-slate-600 sm:order-none sm:w-auto"
        role="status"
      >
        {uncounted
          ? TEXTS.pageStatusUncounted(page, count)
          : TEXTS.pageStatus(page, pageCount, count)}
      </p>
      <Button
        variant="secondary"
        className={AT_AN_END}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {TEXTS.nextPage}
      </Button>
    </nav>
  );
}
