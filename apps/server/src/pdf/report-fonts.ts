import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font, type FontCollection } from 'fontkit';
import { SERVER_ROOT } from '../server-root';

/** DejaVu Sans 2.37, committed with its licence (see assets/fonts/README.md). */
const FONT_DIRECTORY = path.join(SERVER_ROOT, 'assets/fonts');

export type ReportFonts = {
  regular: Font;
  bold: Font;
  /** The code points both fonts draw; user text is limited to them before layout. */
  printable: ReadonlySet<number>;
};

/** The names documents know the report fonts by after `registerReportFonts`. */
export const REPORT_FONT = { regular: 'report-regular', bold: 'report-bold' } as const;

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit ≥ 0.20 also takes an already parsed fontkit font. */
      registerFont(name: string, src: Font): this;
    }
  }
}

let reportFonts: ReportFonts | undefined;

/**
 * Parsed once per thread (the PDF work pool's threads render the reports, decision 070) and
 * shared by every document: parsing the TTF files per document costs about 30 ms, most of a
 * render. Each document still makes its own subset.
 */
export function getReportFonts(): ReportFonts {
  if (!reportFonts) {
    const regular = loadFont('DejaVuSans.ttf');
    const bold = loadFont('DejaVuSans-Bold.ttf');
    const boldCodePoints = new Set(bold.characterSet);
    const printable = new Set(regular.characterSet.filter((point) => boldCodePoints.has(point)));
    reportFonts = {
      regular: withCharacterGlyphs(regular),
      bold: withCharacterGlyphs(bold),
      printable,
    };
  }
  return reportFonts;
}

/**
 * fontkit keeps each glyph object with the characters of its first request, and pdfkit writes
 * those characters into the PDF's text layer. A subset that embeds a glyph as part of another
 * (E inside É) asks for it without characters; in a shared font every later document would then
 * print that letter as text nobody can copy or search. Asking for every character's glyph
 * first, in code point order, gives each glyph its characters before any document does.
 */
function withCharacterGlyphs(font: Font): Font {
  for (const codePoint of font.characterSet) {
    if (!isLatinLigature(codePoint)) font.glyphForCodePoint(codePoint);
  }
  return font;
}

/**
 * ﬀ, ﬁ, ﬂ, ﬃ, ﬄ, ﬅ, ﬆ: the glyphs the layout puts in for "ff", "fi"… Left to their first
 * ligature, they keep the letters they stand for, so "Offerte" is copied, searched and read
 * aloud as "Offerte", not as "O" + "ﬀ" + "erte".
 */
function isLatinLigature(codePoint: number): boolean {
  return codePoint >= 0xfb00 && codePoint <= 0xfb06;
}

/** Makes the shared fonts available to one document under the names of REPORT_FONT. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = getReportFonts();
  doc.registerFont(REPORT_FONT.regular, regular);
  doc.registerFont(REPORT_FONT.bold, bold);
}

function loadFont(fileName: string): Font {
  const parsed = create(readFileSync(path.join(FONT_DIRECTORY, fileName)));
  if (!isSingleFont(parsed)) throw new Error(`${fileName} is a font collection, not one font`);
  return parsed;
}

function isSingleFont(parsed: Font | FontCollection): parsed is Font {
  return !('fonts' in parsed);
}
