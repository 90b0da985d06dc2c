import { REPORT_FONT } from './report-fonts';

/** The logo of apps/web/src/assets/logo-portaal.svg, in its own units (40 high). */
const LOGO_UNITS_HIGH = 40;
const LOGO_TEAL = '#0f766e';
const LOGO_INK = '#0f172a';
const LETTER_P_PATH = 'M11 29V11h8.5a5.5 5.5 0 0 1 0 11H15v7z';
const NAME_X = 46;
const NAME_BASELINE_Y = 27;
const NAME_SIZE = 19;
export const PORTAL_NAME = 'Praktijkportaal';

type LogoPlacement = { x: number; y: number; height: number };

/** Draws the portal logo with vector paths, so it stays sharp and needs no image file. */
export function drawPortalLogo(doc: PDFKit.PDFDocument, { x, y, height }: LogoPlacement): void {
  const scale = height / LOGO_UNITS_HIGH;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 2, 36, 36, 8).fill(LOGO_TEAL);
  doc.path(LETTER_P_PATH).lineWidth(3).lineJoin('round').stroke('#ffffff');
  doc.restore();
  doc
    .font(REPORT_FONT.bold)
    .fontSize(NAME_SIZE * scale)
    .fillColor(LOGO_INK)
    .text(PORTAL_NAME, x + NAME_X * scale, y + NAME_BASELINE_Y * scale, {
      baseline: 'alphabetic',
      lineBreak: false,
    });
}
