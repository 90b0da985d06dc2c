import PDFDocument from 'pdfkit';
import { cleanReportText, removeNonText, splitParagraphs } from './clean-report-text';
import { drawPortalLogo, PORTAL_NAME } from './draw-portal-logo';
import { formatDutchDate } from './format-dutch-date';
import { REPORT_FONT, registerReportFonts } from './report-fonts';
import type { RenderReportPdf, ReportPdfInput } from './report-pdf-types';

/** The five sections in the order of the form (spec §2); the PDF spells Financiën in full. */
export const REPORT_PDF_SECTIONS = [
  { heading: 'Klanten', field: 'klanten' },
  { heading: 'Verrichtingen', field: 'verrichtingen' },
  { heading: 'Team', field: 'team' },
  { heading: 'Financiën', field: 'financien' },
  { heading: 'Actiepunten', field: 'actiepunten' },
] as const satisfies ReadonlyArray<{ heading: string; field: keyof ReportPdfInput }>;

export const EMPTY_SECTION_TEXT = '—';
const reportTitle = (monthYear: string) => `Verslag ${monthYear}`;
const createdOnText = (date: Date) => `Aangemaakt op ${formatDutchDate(date)}`;
const pageNumberText = (page: number, total: number) => `Pagina ${page} van ${total}`;

const MARGIN = { top: 50, bottom: 72, left: 60, right: 60 };
const COLOR = {
  ink: '#0f172a',
  body: '#1f2937',
  muted: '#64748b',
  accent: '#0f766e',
  rule: '#cbd5e1',
};
const SIZE = { title: 22, practice: 13, meta: 9.5, heading: 13, body: 10, footer: 8 };
const LOGO_HEIGHT = 26;
const BODY_LINE_GAP = 2.5;
const SPACE = {
  logoToRule: 12,
  ruleToTitle: 20,
  titleToPractice: 2,
  practiceToDate: 4,
  afterHeader: 6,
  beforeHeading: 16,
  headingToRule: 2,
  ruleToBody: 7,
  betweenParagraphs: 6,
};
const FOOTER_RULE_FROM_BOTTOM = 52;
const FOOTER_TEXT_FROM_BOTTOM = 44;
/** A heading moves to the next page unless this many body lines fit below it. */
const LINES_KEPT_WITH_HEADING = 2;
/** The fewest lines of a paragraph on either side of a page break. */
const LINES_KEPT_TOGETHER = 2;

type ReportText = { practiceName: string; monthYear: string; footer: string };

export const renderReportPdf: RenderReportPdf = async (input) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: 'nl-NL',
    displayTitle: true,
    info: documentInfo(input),
  });
  const file = collectFile(doc);
  registerReportFonts(doc);
  const text = reportText(input);
  doc.addPage();
  drawHeader(doc, text, input.createdAt);
  for (const section of REPORT_PDF_SECTIONS) {
    drawSection(doc, section.heading, splitParagraphs(input[section.field]));
  }
  drawFooters(doc, text.footer);
  doc.end();
  return file;
};

function documentInfo(input: ReportPdfInput): PDFKit.DocumentInfo {
  const title = removeNonText(`Verslag ${input.practiceName} ${input.monthYear}`);
  return {
    Title: title.replace(/\s+/gu, ' ').trim(),
    Author: PORTAL_NAME,
    Creator: PORTAL_NAME,
    CreationDate: input.createdAt,
  };
}

function collectFile(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function reportText(input: ReportPdfInput): ReportText {
  const practiceName = cleanReportText(input.practiceName);
  const monthYear = cleanReportText(input.monthYear);
  const footer = `${reportTitle(monthYear)} · ${practiceName}`.replace(/\s+/gu, ' ');
  return { practiceName, monthYear, footer };
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function drawHeader(doc: PDFKit.PDFDocument, text: ReportText, createdAt: Date): void {
  const width = contentWidth(doc);
  drawPortalLogo(doc, { x: MARGIN.left, y: MARGIN.top, height: LOGO_HEIGHT });
  const ruleY = MARGIN.top + LOGO_HEIGHT + SPACE.logoToRule;
  drawRule(doc, ruleY, { color: COLOR.accent, thickness: 1.5 });
  doc.font(REPORT_FONT.bold).fontSize(SIZE.title).fillColor(COLOR.ink);
  doc.text(reportTitle(text.monthYear), MARGIN.left, ruleY + SPACE.ruleToTitle, { width });
  doc.y += SPACE.titleToPractice;
  doc.font(REPORT_FONT.regular).fontSize(SIZE.practice).fillColor(COLOR.accent);
  doc.text(text.practiceName || EMPTY_SECTION_TEXT, { width });
  doc.y += SPACE.practiceToDate;
  doc.fontSize(SIZE.meta).fillColor(COLOR.muted).text(createdOnText(createdAt), { width });
  doc.y += SPACE.afterHeader;
}

function drawSection(doc: PDFKit.PDFDocument, heading: string, paragraphs: string[]): void {
  const width = contentWidth(doc);
  startSection(doc);
  doc.font(REPORT_FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.accent);
  doc.text(heading, MARGIN.left, doc.y, { width });
  drawRule(doc, doc.y + SPACE.headingToRule, { color: COLOR.rule, thickness: 0.6 });
  doc.y += SPACE.headingToRule + SPACE.ruleToBody;
  doc.font(REPORT_FONT.regular).fontSize(SIZE.body);
  if (paragraphs.length === 0) {
    doc.fillColor(COLOR.muted).text(EMPTY_SECTION_TEXT, { width });
    return;
  }
  doc.fillColor(COLOR.body);
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) doc.y += SPACE.betweenParagraphs;
    drawParagraph(doc, paragraph, width);
  }
}

/**
 * A body paragraph that never leaves its last line alone at the top of the next page (a
 * widow) nor its first line alone at the bottom of this one (an orphan): it breaks a line
 * earlier, or moves to the next page whole.
 */
function drawParagraph(doc: PDFKit.PDFDocument, paragraph: string, width: number): void {
  const options = { width, lineGap: BODY_LINE_GAP };
  const lineHeight = doc.currentLineHeight(true);
  const step = lineHeight + BODY_LINE_GAP;
  const lines = Math.round(doc.heightOfString(paragraph, options) / step);
  // The lines pdfkit fits on this page: each needs its own height left above the margin.
  const room = doc.page.maxY() - doc.y - lineHeight;
  const fitting = room < 0 ? 0 : Math.floor(room / step) + 1;
  const page = doc.page;
  if (fitting > 0 && fitting < lines) {
    const keptHere = lines - fitting === 1 ? fitting - 1 : fitting;
    if (keptHere < LINES_KEPT_TOGETHER) doc.addPage();
    else page.margins.bottom = page.height - (doc.y + (keptHere - 1) * step + lineHeight + 0.5);
  }
  doc.text(paragraph, options);
  page.margins.bottom = MARGIN.bottom;
}

/** Adds the gap above a heading, or a new page when the heading would end up alone at the bottom. */
function startSection(doc: PDFKit.PDFDocument): void {
  const headingHeight = doc.font(REPORT_FONT.bold).fontSize(SIZE.heading).currentLineHeight(true);
  const bodyLineHeight =
    doc.font(REPORT_FONT.regular).fontSize(SIZE.body).currentLineHeight(true) + BODY_LINE_GAP;
  const needed =
    SPACE.beforeHeading +
    headingHeight +
    SPACE.headingToRule +
    SPACE.ruleToBody +
    LINES_KEPT_WITH_HEADING * bodyLineHeight;
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
  else doc.y += SPACE.beforeHeading;
}

function drawRule(
  doc: PDFKit.PDFDocument,
  y: number,
  { color, thickness }: { color: string; thickness: number },
): void {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

/** Written after all pages exist, so each page knows the total (bufferPages). */
function drawFooters(doc: PDFKit.PDFDocument, footer: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    drawFooter(doc, footer, pageNumberText(index - start + 1, count));
  }
}

function drawFooter(doc: PDFKit.PDFDocument, footer: string, pageNumber: string): void {
  const width = contentWidth(doc);
  const textY = doc.page.height - FOOTER_TEXT_FROM_BOTTOM;
  drawRule(doc, doc.page.height - FOOTER_RULE_FROM_BOTTOM, { color: COLOR.rule, thickness: 0.6 });
  // Text below the bottom margin would make pdfkit start a new page.
  doc.page.margins.bottom = 0;
  doc.font(REPORT_FONT.regular).fontSize(SIZE.footer).fillColor(COLOR.muted);
  const numberWidth = doc.widthOfString(pageNumber);
  doc.text(pageNumber, MARGIN.left, textY, { width, align: 'right', lineBreak: false });
  doc.text(footer, MARGIN.left, textY, {
    width: width - numberWidth - 24,
    height: doc.currentLineHeight(),
    ellipsis: true,
  });
  doc.page.margins.bottom = MARGIN.bottom;
}
