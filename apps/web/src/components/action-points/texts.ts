import { MAX_ACTION_POINT_NOTE_LENGTH } from '@praktijkportaal/contract/action-points';
import { MAX_REPORT_WORDS } from '@praktijkportaal/contract/reports';

/** The action points' texts (decision 093). */
export const ACTION_POINT_TEXTS = {
  title: 'Actiepunten',
  reportTitle: 'Actiepunten uit dit verslag',
  openTitle: 'Open actiepunten',
  markedTitle: 'Afgehandeld',
  noOpenPoints: 'Er staan geen open actiepunten.',
  noPoints: 'Er zijn nog geen actiepunten.',
  loadFailed: 'De actiepunten konden niet worden geladen.',
  fromReport: (report: string) => `Uit verslag ${report}`,
  done: 'Gedaan',
  notApplicable: 'Niet van toepassing',
  reopen: 'Weer openzetten',
  change: 'Wijzigen',
  cancel: 'Annuleren',
  noteLabel: 'Toelichting (niet verplicht)',
  noteCount: (length: number) => `${length}/${MAX_ACTION_POINT_NOTE_LENGTH} tekens`,
  markedBy: (name: string | null, when: string) =>
    name ? `Door ${name} op ${when}` : `Op ${when}`,
  saved: (text: string, status: string) => `„${text}” staat nu op ${status}.`,
  reopened: (text: string) => `„${text}” staat weer open.`,
  firstOf: (shown: number, total: number) =>
    `De eerste ${shown} van ${total} actiepunten staan hier.`,
  // The report form (coach): the previous report's open points to take over.
  carryOverTitle: 'Open actiepunten uit het vorige verslag',
  carryOverIntro: (report: string) =>
    `Uit ${report}. Neem over wat nog speelt; niets gaat vanzelf mee.`,
  takeOver: 'Overnemen',
  takeOverLabel: (text: string) => `${text} overnemen in Actiepunten`,
  takenOver: 'Overgenomen',
  doesNotFit: (text: string) =>
    `„${text}” past niet meer in Actiepunten: maximaal ${MAX_REPORT_WORDS} woorden. Maak eerst ruimte.`,
} as const;
