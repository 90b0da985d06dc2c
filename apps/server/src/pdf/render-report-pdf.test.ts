import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPdfWorkPool, type PdfWorkPool } from './pdf-work-pool';
import { renderReportPdfInPool } from './render-in-pool';
import {
  ACTION_POINT_BULLET,
  EMPTY_SECTION_TEXT,
  REPORT_PDF_SECTIONS,
  renderReportPdf,
} from './render-report-pdf';
import type { ReportPdfInput, ReportPdfRenderer } from './report-pdf-types';

/** Anything lower on the page (PDF y grows upwards) is the footer. */
const FOOTER_TOP_Y = 60;
/** A4 is 595.28 pt wide; no text may run into the last 2 cm. */
const TEXT_RIGHT_LIMIT = 595.28 - 56;
const DUTCH_CHARACTERS = ['é', 'ë', 'ï', 'ĳ', '€', '‘', '’', '“', '”', '–', '…'];

type PositionedText = { text: string; x: number; y: number; width: number; hasEOL: boolean };
type ReadPdf = {
  pages: PositionedText[][];
  /** Each page's whole text, footer included. */
  pageTexts: string[];
  /** The text of all pages above the footers, in reading order. */
  bodyText: string;
  info: Record<string, unknown>;
};

async function readPdf(file: Buffer): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(file), verbosity: 0 }).promise;
  const pages: PositionedText[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const items = content.items.filter((item): item is TextItem => 'str' in item);
    pages.push(
      items.map(({ str, transform, width, hasEOL }) => ({
        text: str,
        x: transform[4],
        y: transform[5],
        width,
        hasEOL,
      })),
    );
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return {
    pages,
    pageTexts: pages.map(joinText),
    bodyText: pages
      .map((page) => joinText(page.filter((item) => item.y > FOOTER_TOP_Y)))
      .join('\n'),
    info: info as Record<string, unknown>,
  };
}

/** An element of the structure tree with the text of its own marked content. */
type Tagged = { role: string; text: string; children: Tagged[] };
type StructNode = { role: string; children?: (StructNode | { type: 'content'; id: string })[] };
type MarkedContentItem = { type: string; id?: string | null; tag?: string };
type TaggingView = {
  /** The structure tree of all pages, a page's part after the previous page's. */
  tree: Tagged[];
  /** Text outside any marked content: what a reader can neither read out nor skip. */
  untagged: string[];
  /** Text marked as an artifact (page furniture a reader skips). */
  artifacts: string[];
  marked: boolean;
};

/** The tagging as a reader (pdf.js) finds it: structure tree and marked content per page. */
async function readTagging(file: Buffer): Promise<TaggingView> {
  const pdf = await getDocument({ data: new Uint8Array(file), verbosity: 0 }).promise;
  const view: TaggingView = { tree: [], untagged: [], artifacts: [], marked: false };
  view.marked = (await pdf.getMarkInfo())?.Marked === true;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textById = new Map<string, string>();
    const open: MarkedContentItem[] = [];
    for (const item of content.items as (TextItem | MarkedContentItem)[]) {
      if ('str' in item) {
        const current = open.at(-1);
        if (item.str.trim() === '') continue;
        if (!current) view.untagged.push(item.str);
        else if (current.tag === 'Artifact') view.artifacts.push(item.str);
        else if (current.id) {
          const text = `${item.str}${item.hasEOL ? ' ' : ''}`;
          textById.set(current.id, `${textById.get(current.id) ?? ''}${text}`);
        }
      } else if (item.type === 'endMarkedContent') open.pop();
      else open.push(item);
    }
    const root = (await page.getStructTree()) as { children: StructNode[] } | null;
    view.tree.push(...(root?.children ?? []).map((node) => toTagged(node, textById)));
  }
  await pdf.destroy();
  return view;
}

function toTagged(node: StructNode, textById: Map<string, string>): Tagged {
  const tagged: Tagged = { role: node.role, text: '', children: [] };
  for (const child of node.children ?? []) {
    if ('type' in child) tagged.text += textById.get(child.id) ?? '';
    else tagged.children.push(toTagged(child, textById));
  }
  tagged.text = singleSpaced(tagged.text);
  return tagged;
}

/** Role and text, one line per element, indented by depth: easy to compare and to read. */
function outline(elements: Tagged[], depth = 0): string[] {
  return elements.flatMap((element) => [
    `${'  '.repeat(depth)}${element.role}${element.text ? `: ${element.text}` : ''}`,
    ...outline(element.children, depth + 1),
  ]);
}

function joinText(items: PositionedText[]): string {
  return items.map((item) => item.text + (item.hasEOL ? '\n' : '')).join('');
}

const isControlCharacter = (character: string) => /\p{Cc}/u.test(character) && character !== '\n';
const singleSpaced = (text: string) => text.replace(/\s+/gu, ' ').trim();

const DUTCH_WORDS = (
  'De coöperatie vroeg om een ‘korte’ evaluatie van het “nieuwe” protocol – inclusief de kosten ' +
  'in € … Het ĳsseizoen gaf extra bezoeken bij paarden met hoefproblemen; één bedrijf had een ' +
  'naïeve aanpak maar de samenwerking verloopt goed en de resultaten zijn beter dan vorig jaar.'
).split(' ');

function dutchText(wordCount: number, offset = 0): string {
  return Array.from(
    { length: wordCount },
    (_, index) => DUTCH_WORDS[(index + offset) % DUTCH_WORDS.length],
  ).join(' ');
}

function reportInput(overrides: Partial<ReportPdfInput> = {}): ReportPdfInput {
  return {
    practiceName: 'Dierenartsenpraktijk De Eikenhorst',
    coachName: 'Jan de Vries',
    monthYear: 'juni 2025',
    klanten: 'Drie nieuwe klanten: één melkveebedrijf en twee paardenhouders.',
    verrichtingen: 'Eerste alinea, regel een\nregel twee van dezelfde alinea.\n\nTweede alinea.',
    team: 'Ilse is terug van verlof; het ĳkpunt voor de planning blijft ‘vrijdag’.',
    financien: 'Omzet € 48.250 – iets boven begroting… “Goed nieuws” voor de coöperatie.',
    overig: 'Naïeve vragen van klanten verzamelen; Zoë plant de evaluatie.',
    // 22:30 UTC on 30 June is already 1 July in the Netherlands.
    createdAt: new Date('2025-06-30T22:30:00Z'),
    ...overrides,
  };
}

function fullReportInput(): ReportPdfInput {
  return reportInput({
    klanten: dutchText(200),
    verrichtingen: dutchText(200, 5),
    team: dutchText(200, 10),
    financien: dutchText(200, 15),
    overig: dutchText(200, 20),
  });
}

function findLine(page: PositionedText[], fragment: string): PositionedText {
  const line = page.find((item) => item.text.includes(fragment));
  if (!line) throw new Error(`"${fragment}" not found on the page`);
  return line;
}

describe('renderReportPdf', () => {
  it('writes a complete PDF file', async () => {
    const file = await renderReportPdf(reportInput());

    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('shows the logo text, practice, month, creation day and the five sections in order', async () => {
    const input = reportInput();
    const { bodyText, pageTexts } = await readPdf(await renderReportPdf(input));

    expect(pageTexts).toEqual([expect.stringContaining('Pagina 1 van 1')]);
    expect(bodyText).toContain('Praktijkportaal');
    expect(bodyText).toContain('Verslag juni 2025');
    expect(bodyText).toContain(input.practiceName);
    expect(bodyText).toContain('Coach: Jan de Vries');
    expect(bodyText).toContain('Aangemaakt op 01-07-2025');
    const headingPositions = REPORT_PDF_SECTIONS.map(({ heading }) => bodyText.indexOf(heading));
    expect(headingPositions.every((position) => position >= 0)).toBe(true);
    expect(headingPositions).toEqual([...headingPositions].sort((a, b) => a - b));
    for (const { field } of REPORT_PDF_SECTIONS) {
      expect(singleSpaced(bodyText)).toContain(singleSpaced(input[field]));
    }
  });

  it('prints the Dutch characters as extractable text', async () => {
    const { bodyText } = await readPdf(
      await renderReportPdf(reportInput({ klanten: dutchText(60) })),
    );

    for (const character of DUTCH_CHARACTERS) expect(bodyText).toContain(character);
  });

  it('keeps paragraphs apart by more than the line spacing', async () => {
    const { pages } = await readPdf(await renderReportPdf(reportInput()));
    const [page = []] = pages;

    const firstLine = findLine(page, 'regel een').y;
    const secondLine = findLine(page, 'regel twee').y;
    const nextParagraph = findLine(page, 'Tweede alinea').y;
    expect(secondLine).toBeLessThan(firstLine);
    expect(secondLine - nextParagraph).toBeGreaterThan(firstLine - secondLine);
  });

  it('names month, practice and coach in the title, author and subject, in Dutch', async () => {
    const { info } = await readPdf(await renderReportPdf(reportInput()));

    expect(info.Title).toBe('Verslag juni 2025 – Dierenartsenpraktijk De Eikenhorst');
    expect(info.Author).toBe('Jan de Vries');
    expect(info.Subject).toBe(
      'Maandverslag juni 2025 van Dierenartsenpraktijk De Eikenhorst, door coach Jan de Vries',
    );
    expect(info.Creator).toBe('Praktijkportaal');
    expect(info.Language).toBe('nl-NL');
  });

  it('is tagged: a title, a heading per block, paragraphs, and the action points as a list', async () => {
    const input = reportInput({
      overig: '- Naïeve vragen verzamelen\n\n2. Zoë plant de evaluatie\n• Offerte echo',
    });
    const { tree, marked } = await readTagging(await renderReportPdf(input));

    expect(marked).toBe(true);
    expect(outline(tree)).toEqual([
      'Document',
      '  H1: Verslag juni 2025',
      '  P: Dierenartsenpraktijk De Eikenhorst',
      '  P: Coach: Jan de Vries',
      '  P: Aangemaakt op 01-07-2025',
      '  Sect',
      '    H2: Klanten',
      `    P: ${input.klanten}`,
      '  Sect',
      '    H2: Verrichtingen',
      '    P: Eerste alinea, regel een regel twee van dezelfde alinea.',
      '    P: Tweede alinea.',
      '  Sect',
      '    H2: Team',
      `    P: ${input.team}`,
      '  Sect',
      '    H2: Financiën',
      '    P: Omzet € 48.250 – iets boven begroting… “Goed nieuws” voor de coöperatie.',
      '  Sect',
      '    H2: Actiepunten',
      '    L',
      '      LI',
      `        Lbl: ${ACTION_POINT_BULLET}`,
      '        LBody: Naïeve vragen verzamelen',
      '      LI',
      `        Lbl: ${ACTION_POINT_BULLET}`,
      '        LBody: Zoë plant de evaluatie',
      '      LI',
      `        Lbl: ${ACTION_POINT_BULLET}`,
      '        LBody: Offerte echo',
    ]);
  });

  it('marks logo, footers and page numbers as artifacts and leaves no text untagged', async () => {
    const { tree, untagged, artifacts } = await readTagging(
      await renderReportPdf(fullReportInput()),
    );

    expect(untagged).toEqual([]);
    expect(artifacts).toEqual([
      'Praktijkportaal',
      'Pagina 1 van 2',
      'Verslag juni 2025 · Dierenartsenpraktijk De Eikenhorst',
      'Pagina 2 van 2',
      'Verslag juni 2025 · Dierenartsenpraktijk De Eikenhorst',
    ]);
    // A block that runs onto the next page goes on in its own element there.
    const headings = outline(tree).filter((line) => line.trim().startsWith('H2'));
    expect(headings.map((line) => line.trim())).toEqual(
      REPORT_PDF_SECTIONS.map(({ heading }) => `H2: ${heading}`),
    );
  });

  it('flows five sections of 200 words over two pages, numbered on each page', async () => {
    const input = fullReportInput();
    const { pageTexts, bodyText } = await readPdf(await renderReportPdf(input));

    expect(pageTexts).toHaveLength(2);
    expect(pageTexts[0]).toContain('Pagina 1 van 2');
    expect(pageTexts[1]).toContain('Pagina 2 van 2');
    for (const { heading, field } of REPORT_PDF_SECTIONS) {
      expect(bodyText).toContain(heading);
      expect(singleSpaced(bodyText)).toContain(singleSpaced(input[field]));
    }
  });

  it('never leaves a heading alone at the bottom of a page', async () => {
    const headings = new Set<string>(REPORT_PDF_SECTIONS.map(({ heading }) => heading));
    // One short line more per render walks the next heading down across the page end.
    for (let lineCount = 28; lineCount <= 42; lineCount++) {
      const klanten = Array.from({ length: lineCount }, (_, index) => `Punt ${index + 1}`);
      const input = { ...fullReportInput(), klanten: klanten.join('\n') };
      const { pages } = await readPdf(await renderReportPdf(input));

      for (const page of pages.slice(0, -1)) {
        const body = page.filter((item) => item.text.trim() !== '' && item.y > FOOTER_TOP_Y);
        const lowest = body.reduce((low, item) => (item.y < low.y ? item : low));
        expect(headings.has(lowest.text.trim()), `${lineCount} lines: "${lowest.text}"`).toBe(
          false,
        );
      }
    }
  });

  it('keeps reports apart when several render at the same time', async () => {
    const practiceNames = ['De Hoeve', 'Het Paardenhuis', 'Kliniek Zuid', 'Dierenarts Noord'];
    const files = await Promise.all(
      practiceNames.map((practiceName) => renderReportPdf({ ...fullReportInput(), practiceName })),
    );

    for (const [index, file] of files.entries()) {
      const { bodyText } = await readPdf(file);
      expect(practiceNames.filter((name) => bodyText.includes(name))).toEqual([
        practiceNames[index],
      ]);
    }
  });

  it('prints a letter as text after a report that drew it only inside another letter', async () => {
    // A fresh copy of the modules parses the fonts anew, as a server process does at its first
    // report: that report has É and Ë, whose glyphs are drawn with the glyph of E.
    vi.resetModules();
    const fresh: typeof import('./render-report-pdf') = await import('./render-report-pdf');
    const accentsOnly = { klanten: 'Één Ëlla', verrichtingen: 'É', team: 'Ë' };
    await fresh.renderReportPdf(reportInput({ practiceName: 'Praktijk', ...accentsOnly }));

    const { bodyText } = await readPdf(await fresh.renderReportPdf(reportInput()));

    expect(bodyText).toContain('Dierenartsenpraktijk De Eikenhorst');
    expect(bodyText).toContain('Eerste alinea');
  });

  it('shows a dash for empty and blank sections', async () => {
    const input = reportInput({
      klanten: '',
      verrichtingen: '   ',
      team: '\n\n\t\n',
      financien: '',
      overig: '\u0000\u0007',
    });
    const { pageTexts } = await readPdf(await renderReportPdf(input));
    const lines = (pageTexts[0] ?? '').split('\n').map((line) => line.trim());

    for (const { heading } of REPORT_PDF_SECTIONS) {
      expect(lines[lines.indexOf(heading) + 1]).toBe(EMPTY_SECTION_TEXT);
    }
  });

  it('prints hostile text literally without breaking the file', async () => {
    const longWord = 'Abcdefghij'.repeat(500);
    const markup = '<script>alert("x")</script> \'enkel\' "dubbel" \\ (haakjes) %%EOF';
    const input = reportInput({
      practiceName: 'Praktijk\u0000 (De) \\Hoeve\u001b[31m',
      klanten: `Vóór\u0000na\u0007bel\u0008terug\u000bverticaal\u200fbidi\ud800 einde`,
      verrichtingen: `https://example.com/${'pad/'.repeat(60)}?q=1 en ${longWord}`,
      team: markup,
      financien: 'Dieren 😀 en een microbe 🦠 tussen tekst',
      overig: '\r\nWindows\r\nregels\rOude Mac',
      coachName: 'Jan\u0000 de\nVries\u202e',
    });
    const file = await renderReportPdf(input);
    const { bodyText, pageTexts, pages, info } = await readPdf(file);

    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect([...pageTexts.join('')].filter(isControlCharacter)).toEqual([]);
    expect(pages.flat().filter((item) => item.x + item.width > TEXT_RIGHT_LIMIT)).toEqual([]);
    expect(bodyText).toContain('Praktijk (De) \\Hoeve[31m');
    expect(info.Title).toBe('Verslag juni 2025 – Praktijk (De) \\Hoeve[31m');
    expect(info.Author).toBe('Jan de Vries');
    expect(bodyText).toContain('Coach: Jan de Vries');
    expect(bodyText).toContain('Vóórnabelterugverticaalbidi einde');
    expect(bodyText.replace(/\s+/gu, '')).toContain(longWord);
    expect(singleSpaced(bodyText)).toContain(singleSpaced(markup));
    expect(bodyText).toContain('Dieren 😀 en een microbe tussen tekst');
    expect(pageTexts.join('')).not.toContain('\uFFFD');
    expect(bodyText).toContain(
      ['Windows', 'regels', 'Oude Mac'].map((line) => `${ACTION_POINT_BULLET} ${line}`).join('\n'),
    );
  });

  it('never puts the euro sign on another line than its amount', async () => {
    const sentence = (index: number) =>
      `Post ${'x'.repeat(index % 9)} kostte € ${index + 1}.250 en leverde ${index * 3},50 € op.`;
    for (let shift = 0; shift < 12; shift++) {
      const financien = Array.from({ length: 30 }, (_, index) => sentence(index + shift)).join(' ');
      const { pages } = await readPdf(await renderReportPdf(reportInput({ financien })));
      const lines = pages.flat().map((item) => item.text.trim());

      // "… kostte €" ends a line apart from its amount; "€ op." starts one apart from it.
      const euroApart = lines.filter(
        (line) => /(^|[^\d\s])\s*€$/u.test(line) || /^€(?!\s*\d)/u.test(line),
      );
      expect(euroApart, `shift ${shift}`).toEqual([]);
    }
  });

  it('never leaves the last line of a paragraph alone at the top of a page', async () => {
    // Paragraphs of three and four lines, each ending in a word found nowhere else.
    const paragraph = (index: number) =>
      `${dutchText(index % 2 === 0 ? 38 : 52, index)} Slotwoord.`;
    const text = Array.from({ length: 6 }, (_, index) => paragraph(index)).join('\n\n');
    let pageBreaksInsideParagraphs = 0;
    // One short line more per render walks every paragraph down across the page end.
    for (let lineCount = 0; lineCount < 16; lineCount++) {
      const lines = Array.from({ length: lineCount }, (_, index) => `Punt ${index + 1}`);
      const input = reportInput({ klanten: [...lines, '', text].join('\n'), verrichtingen: text });
      const { pages } = await readPdf(await renderReportPdf(input));

      for (const page of pages.slice(1)) {
        const body = page.filter((item) => item.text.trim() !== '' && item.y > FOOTER_TOP_Y);
        const top = body.reduce((high, item) => (item.y > high.y ? item : high));
        expect(top.text, `${lineCount} lines before`).not.toContain('Slotwoord.');
        const second = body
          .filter((item) => item.y < top.y)
          .reduce((high, item) => (item.y > high.y ? item : high));
        if (second.text.includes('Slotwoord.')) pageBreaksInsideParagraphs++;
      }
    }
    // The walk did break paragraphs across pages (two lines went over), not only between them.
    expect(pageBreaksInsideParagraphs).toBeGreaterThan(0);
  });
});

describe('renderReportPdf in the PDF work pool', () => {
  let pool: PdfWorkPool;
  let renderInPool: ReportPdfRenderer;
  beforeAll(() => {
    pool = createPdfWorkPool();
    renderInPool = renderReportPdfInPool(pool);
  });
  afterAll(() => pool.close());

  it('gives the same document as a render on this thread, as a Buffer', async () => {
    const input = fullReportInput();
    const [inPool, here] = await Promise.all([renderInPool(input), renderReportPdf(input)]);

    expect(Buffer.isBuffer(inPool)).toBe(true);
    const [fromPool, fromHere] = await Promise.all([readPdf(inPool), readPdf(here)]);
    expect(fromPool.pageTexts).toEqual(fromHere.pageTexts);
    expect(fromPool.info.Title).toBe(fromHere.info.Title);
  });

  it('keeps reports apart when several render in the threads at once', async () => {
    const practiceNames = ['De Hoeve', 'Het Paardenhuis', 'Kliniek Zuid', 'Dierenarts Noord'];
    const files = await Promise.all(
      practiceNames.map((practiceName) => renderInPool({ ...fullReportInput(), practiceName })),
    );

    for (const [index, file] of files.entries()) {
      const { bodyText } = await readPdf(file);
      expect(practiceNames.filter((name) => bodyText.includes(name))).toEqual([
        practiceNames[index],
      ]);
    }
  });

  it("prints E as text in a thread's later reports after its first drew it inside É", async () => {
    // A fresh pool: its thread parses the fonts at this first render, as after a start.
    const fresh = createPdfWorkPool();
    try {
      const render = renderReportPdfInPool(fresh);
      const accentsOnly = { klanten: 'Één Ëlla', verrichtingen: 'É', team: 'Ë' };
      await render(reportInput({ practiceName: 'Praktijk', ...accentsOnly }));

      const { bodyText } = await readPdf(await render(reportInput()));

      expect(bodyText).toContain('Dierenartsenpraktijk De Eikenhorst');
      expect(bodyText).toContain('Eerste alinea');
    } finally {
      await fresh.close();
    }
  });
});
