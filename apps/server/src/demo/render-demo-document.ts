import PDFDocument from 'pdfkit';
import { REPORT_FONT, registerReportFonts } from '../pdf/report-fonts';

export type DemoDocument = { title: string; subtitle: string; sections: DemoDocumentSection[] };
export type DemoDocumentSection = { heading: string; paragraphs: string[] };

const MARGIN = 60;

/** A short A4 document with a title and sections: what a practice would really upload. */
export function renderDemoDocument(document: DemoDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'nl-NL',
    displayTitle: true,
    info: { Title: document.title, Author: document.subtitle },
  });
  const chunks: Buffer[] = [];
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerReportFonts(doc);
  doc.font(REPORT_FONT.bold).fontSize(20).fillColor('#0f172a').text(document.title);
  doc.moveDown(0.2);
  doc.font(REPORT_FONT.regular).fontSize(11).fillColor('#0f766e').text(document.subtitle);
  for (const section of document.sections) {
    doc.moveDown(1);
    doc.font(REPORT_FONT.bold).fontSize(13).fillColor('#0f766e').text(section.heading);
    doc.moveDown(0.3);
    doc.font(REPORT_FONT.regular).fontSize(10.5).fillColor('#1f2937');
    for (const paragraph of section.paragraphs) {
      doc.text(paragraph, { lineGap: 2.5 });
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return file;
}
