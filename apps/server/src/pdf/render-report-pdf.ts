import { actionPointLinesOf } from '@praktijkportaal/contract/action-points';
import { REPORT_SECTIONS, type TReportTexts } from '@praktijkportaal/contract/report-sections';
import PDFDocument from 'pdfkit';
import { cleanReportText, removeNonText, splitParagraphs } from './clean-report-text';
import { drawPortalLogo, PORTAL_NAME } from './draw-portal-logo';
import { formatDutchDate } from './format-dutch-date';
import { REPORT_FONT, registerReportFonts } from './report-fonts';
import type { ReportPdfInput, ReportPdfRenderer } from './report-pdf-types';

/** Where the PDF's heading is not the form's label: it spells Financiën in full (decision 090). */
const PDF_HEADINGS: Partial<Record<keyof TReportTexts, string>> = { financien: 'Financiën' };

/** The five sections in the order of the form (spec §2), under the form's labels. */
export const REPORT_PDF_SECTIONS = REPORT_SECTIONS.map(({ field, label }) => ({
  field,
  heading: PDF_HEADINGS[field] ?? label,
}));

export const EMPTY_SECTION_TEXT = '—';
/** The label before each action point; the point itself is the list item's body. */
export const ACTION_POINT_BULLET = '•';
const reportTitle = (monthYear: string) => `Verslag ${monthYear}`;
const coachText = (coachName: string) => `Coach: ${coachName}`;
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
  betweenActionPoints: 3,
};
/** Where an action point's text starts, right of its bullet. */
const ACTION_POINT_INDENT = 14;
const FOOTER_RULE_FROM_BOTTOM = 52;
const FOOTER_TEXT_FROM_BOTTOM = 44;
/** A heading moves to the next page unless this many body lines fit below it. */
const LINES_KEPT_WITH_HEADING = 2;
/** The fewest lines of a paragraph on either side of a page break. */
const LINES_KEPT_TOGETHER = 2;

type ReportText = { practiceName: string; coachName: string; monthYear: string; footer: string };
type StructureElement = PDFKit.PDFStructureElement;

/**
 * A tagged PDF (decision 090): every text is in the structure tree under one Document element
 * (H1 title, a Sect with an H2 per block, P for paragraphs, L/LI/Lbl/LBody for the action
 * points), in reading order; logo, rules and footers are artifacts that readers skip.
 */
export const renderReportPdf: ReportPdfRenderer = async (input) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'nl-NL',
    displayTitle: true,
    info: documentInfo(input),
  });
  const file = collectFile(doc);
  registerReportFonts(doc);
  const text = reportText(input);
  doc.addPage();
  const document = doc.struct('Document');
  doc.addStructure(document);
  drawHeader(doc, document, text, input.createdAt);
  for (const { heading, field } of REPORT_PDF_SECTIONS) {
    const section = startTaggedSection(doc, document, heading);
    if (field === 'overig') drawActionPoints(doc, section, input.overig);
    else drawParagraphs(doc, section, splitParagraphs(input[field]));
    section.end();
  }
  document.end();
  drawFooters(doc, text.footer);
  doc.end();
  return file;
};

/** Title, Author and Subject as readers and file managers show them, on one line each. */
function documentInfo(input: ReportPdfInput): PDFKit.DocumentInfo {
  const oneLine = (value: string) => removeNonText(value).replace(/\s+/gu, ' ').trim();
  const month = oneLine(input.monthYear);
  const practice = oneLine(input.practiceName);
  const coach = oneLine(input.coachName);
  return {
    Title: `${reportTitle(month)} – ${practice}`,
    Author: coach,
    Subject: `Maandverslag ${month} van ${practice}, door coach ${coach}`,
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
  const coachName = cleanReportText(input.coachName).replace(/\s+/gu, ' ');
  const monthYear = cleanReportText(input.monthYear);
  const footer = `${reportTitle(monthYear)} · ${practiceName}`.replace(/\s+/gu, ' ');
  return { practiceName, coachName, monthYear, footer };
}

/** Draws into a new structure element of `type` under `parent`: what `draw` draws is its content. */
function tag(
  doc: PDFKit.PDFDocument,
  parent: StructureElement,
  type: string,
  draw: () => void,
): void {
  parent.add(doc.struct(type, {}, draw));
}

/**
 * Draws decoration that is no part of the text (logo, rules, footers) as an artifact. Never
 * call it while a tagged element is drawing: pdfkit ends the open marked content first.
 */
function artifact(doc: PDFKit.PDFDocument, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function drawHeader(
  doc: PDFKit.PDFDocument,
  document: StructureElement,
  text: ReportText,
  createdAt: Date,
): void {
  const width = contentWidth(doc);
  const ruleY = MARGIN.top + LOGO_HEIGHT + SPACE.logoToRule;
  artifact(doc, 'Layout', () => {
    drawPortalLogo(doc, { x: MARGIN.left, y: MARGIN.top, height: LOGO_HEIGHT });
    drawRule(doc, ruleY, { color: COLOR.accent, thickness: 1.5 });
  });
  doc.font(REPORT_FONT.bold).fontSize(SIZE.title).fillColor(COLOR.ink);
  tag(doc, document, 'H1', () =>
    doc.text(reportTitle(text.monthYear), MARGIN.left, ruleY + SPACE.ruleToTitle, { width }),
  );
  doc.y += SPACE.titleToPractice;
  doc.font(REPORT_FONT.regular).fontSize(SIZE.practice).fillColor(COLOR.accent);
  tag(doc, document, 'P', () => doc.text(text.practiceName || EMPTY_SECTION_TEXT, { width }));
  doc.y += SPACE.practiceToDate;
  doc.fontSize(SIZE.meta).fillColor(COLOR.muted);
  tag(doc, document, 'P', () =>
    doc.text(coachText(text.coachName || EMPTY_SECTION_TEXT), { width }),
  );
  tag(doc, document, 'P', () => doc.text(createdOnText(createdAt), { width }));
  doc.y += SPACE.afterHeader;
}

/** A block's Sect with its H2 heading and the rule below it; the caller adds the body and ends it. */
function startTaggedSection(
  doc: PDFKit.PDFDocument,
  document: StructureElement,
  heading: string,
): StructureElement {
  const width = contentWidth(doc);
  startSection(doc);
  const section = doc.struct('Sect');
  document.add(section);
  doc.font(REPORT_FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.accent);
  tag(doc, section, 'H2', () => doc.text(heading, MARGIN.left, doc.y, { width }));
  const ruleY = doc.y + SPACE.headingToRule;
  artifact(doc, 'Layout', () => drawRule(doc, ruleY, { color: COLOR.rule, thickness: 0.6 }));
  doc.y += SPACE.headingToRule + SPACE.ruleToBody;
  doc.font(REPORT_FONT.regular).fontSize(SIZE.body);
  return section;
}

function drawEmptySection(doc: PDFKit.PDFDocument, section: StructureElement): void {
  doc.fillColor(COLOR.muted);
  tag(doc, section, 'P', () => doc.text(EMPTY_SECTION_TEXT, { width: contentWidth(doc) }));
}

function drawParagraphs(
  doc: PDFKit.PDFDocument,
  section: StructureElement,
  paragraphs: string[],
): void {
  if (paragraphs.length === 0) {
    drawEmptySection(doc, section);
    return;
  }
  const options = { width: contentWidth(doc), lineGap: BODY_LINE_GAP };
  doc.fillColor(COLOR.body);
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) doc.y += SPACE.betweenParagraphs;
    keepLinesTogether(doc, paragraph, options, () =>
      tag(doc, section, 'P', () => doc.text(paragraph, options)),
    );
  }
}

/**
 * The Actiepunten as a list: an item per action point, as the portal reads them from the block
 * (`actionPointLinesOf`: typed bullets and numbers give way to one bullet of the PDF's own).
 */
function drawActionPoints(doc: PDFKit.PDFDocument, section: StructureElement, text: string): void {
  const points = actionPointLinesOf(text)
    .map(cleanReportText)
    .filter((point) => point !== '');
  if (points.length === 0) {
    drawEmptySection(doc, section);
    return;
  }
  const options = { width: contentWidth(doc) - ACTION_POINT_INDENT, lineGap: BODY_LINE_GAP };
  doc.fillColor(COLOR.body);
  const list = doc.struct('L');
  section.add(list);
  for (const [index, point] of points.entries()) {
    if (index > 0) doc.y += SPACE.betweenActionPoints;
    keepLinesTogether(doc, point, options, () => {
      const item = doc.struct('LI');
      list.add(item);
      const y = doc.y;
      tag(doc, item, 'Lbl', () =>
        doc.text(ACTION_POINT_BULLET, MARGIN.left, y, { lineBreak: false }),
      );
      tag(doc, item, 'LBody', () => doc.text(point, MARGIN.left + ACTION_POINT_INDENT, y, options));
      item.end();
    });
    doc.x = MARGIN.left;
  }
  list.end();
}

/**
 * Draws a paragraph (through `draw`) so that it never leaves its last line alone at the top of
 * the next page (a widow) nor its first line alone at the bottom of this one (an orphan): it
 * breaks a line earlier, or moves to the next page whole. The page break is chosen before
 * `draw` opens its tagged element, so the element starts where its text does.
 */
function keepLinesTogether(
  doc: PDFKit.PDFDocument,
  paragraph: string,
  options: PDFKit.Mixins.TextOptions,
  draw: () => void,
): void {
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
  draw();
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
  // Text below the bottom margin would make pdfkit start a new page.
  doc.page.margins.bottom = 0;
  artifact(doc, 'Pagination', () => {
    drawRule(doc, doc.page.height - FOOTER_RULE_FROM_BOTTOM, {
      color: COLOR.rule,
      thickness: 0.6,
    });
    doc.font(REPORT_FONT.regular).fontSize(SIZE.footer).fillColor(COLOR.muted);
    const numberWidth = doc.widthOfString(pageNumber);
    doc.text(pageNumber, MARGIN.left, textY, { width, align: 'right', lineBreak: false });
    doc.text(footer, MARGIN.left, textY, {
      width: width - numberWidth - 24,
      height: doc.currentLineHeight(),
      ellipsis: true,
    });
  });
  doc.page.margins.bottom = MARGIN.bottom;
}
