import { MAX_REPORT_WORDS } from '@praktijkportaal/contract/reports';
import { countOf } from '../../lib/texts';

/**
 * The screen texts of reports, PDFs and files that the spec leaves open. The spec's own texts
 * (messages, confirmations, field labels) come from the contract's MESSAGES, PDF_MESSAGES and
 * REPORT_SECTIONS.
 */
export const DOCUMENT_TEXTS = {
  reportCount: (total: number) => countOf(total, 'verslag', 'verslagen'),
  fileCount: (total: number) => countOf(total, 'bestand', 'bestanden'),
  // Report form
  addReportTitle: 'Verslag aanmaken',
  editReportTitle: 'Verslag bewerken',
  practiceLabel: 'Praktijk',
  practiceSearchHint: 'Typ een deel van de naam en kies de praktijk uit de lijst.',
  chosenPractice: (name: string) => `Gekozen praktijk: ${name}.`,
  practiceOptionsLabel: 'Gevonden praktijken',
  practiceHits: (count: number) =>
    count === 0
      ? 'Geen praktijk gevonden.'
      : `${count} ${count === 1 ? 'praktijk' : 'praktijken'} gevonden.`,
  monthYearLabel: 'Maand en jaar',
  /** The spec's placeholder forms ("06-2025 of juni 2025"), filled in with this month. */
  monthYearPlaceholder: (numeric: string, words: string) => `${numeric} of ${words}`,
  // The month read from Maand en jaar (decision 092)
  monthRead: (month: string) => `Maand: ${month}`,
  monthNotRead: 'Maand niet herkend',
  monthUnknown: 'maand onbekend',
  savedAsMonthUnknown: 'Dit verslag staat nu als "maand onbekend".',
  monthUnreadableQuestion: (name: string) =>
    `"${name}" is niet als maand te lezen; het verslag krijgt "maand onbekend".`,
  monthTakenQuestion: (month: string) => `Er is al een verslag voor ${month}.`,
  monthAheadQuestion: (month: string) =>
    `Dit verslag is voor ${month}, meer dan een maand vooruit.`,
  saveAnyway: 'Toch opslaan?',
  saveAnywayConfirm: 'Opslaan',
  saveAnywayCancel: 'Annuleren',
  wordCount: (words: number) => `${words}/${MAX_REPORT_WORDS} woorden`,
  /** A paste cut at the limit: "5 woorden niet overgenomen: maximaal 200". */
  leftOutWords: (words: number) =>
    `${words} ${words === 1 ? 'woord' : 'woorden'} niet overgenomen: maximaal ${MAX_REPORT_WORDS}`,
  leftOutLabel: 'Niet overgenomen tekst (om later terug te plakken)',
  copyLeftOut: 'Kopieer de rest',
  closeLeftOut: 'Sluiten',
  leftOutCopied: 'Gekopieerd.',
  leftOutCopyFailed: 'Kopiëren lukte niet: de tekst is geselecteerd, kopieer die zelf.',
  reportLoadFailed: 'Het verslag kon niet worden geladen.',
  // Unsaved work and concepts (decision 051)
  leaveQuestion: 'Wijzigingen niet opgeslagen. Pagina verlaten?',
  /** When the concept on the server holds every change. */
  leaveWithConcept: 'Je concept is bewaard. Toch weggaan?',
  leave: 'Verlaten',
  stay: 'Blijven',
  /** "Concept van 14:32 herstellen?"; a concept of another day names the day too. */
  restoreQuestion: (when: string) => `Concept van ${when} herstellen?`,
  restore: 'Herstellen',
  discard: 'Verwijderen',
  draftSaving: 'Concept wordt opgeslagen…',
  draftSaved: (time: string) => `Concept opgeslagen om ${time}.`,
  draftFailed: 'Het concept kon niet worden opgeslagen. Je tekst staat nog in het formulier.',
  draftSessionEnded:
    'Je bent niet meer ingelogd. Je tekst blijft staan; bij Opslaan vragen we je wachtwoord.',
  previousReport: 'Vorig verslag bekijken',
  previousReportOf: (name: string) => `Vorig verslag: ${name}`,
  previousReportPdf: 'PDF openen in een nieuw tabblad',

  // PDF page
  pdfTitle: 'PDF',
  pdfFrameTitle: (name: string) => `PDF: ${name}`,
  openPdf: 'Openen in een nieuw tabblad',
  downloadPdf: 'Downloaden',
  backToPractice: 'Terug naar de praktijk',
  backToReports: 'Terug naar de verslagen',
  backToFiles: 'Terug naar de bestanden',
  /** A Klant's or Manager's Verslagen and Bestanden lead back to the practice's dashboards. */
  backToPracticeNamed: (practice: string) => `Terug naar ${practice}`,

  // Lists
  reportsTitle: 'Verslagen',
  filesTitle: 'Bestanden',
  addReportLink: 'Verslag aanmaken',
  noReports: 'Er zijn nog geen verslagen.',
  noFiles: 'Er zijn nog geen bestanden.',
  reportsLoadFailed: 'De verslagen konden niet worden geladen.',
  filesLoadFailed: 'De bestanden konden niet worden geladen.',
  dateColumn: 'Datum',
  sizeColumn: 'Grootte',
  uploadedByColumn: 'Geüpload door',
  uploaderGone: 'Verwijderde gebruiker',
  deleteReport: (name: string) => `Verwijder verslag ${name}`,

  // Reading (decision 050)
  /** Beside what a Klant or Manager has not opened yet. */
  newBadge: 'Nieuw',
  readBy: (readers: number, members: number) => `Gelezen door ${readers} van ${members}`,
  reader: (name: string, firstOpened: string) => `${name} — ${firstOpened}`,
  /** Beside a report changed since the Klant or Manager last opened it (decision 095). */
  updatedBadge: (day: string) => `Bijgewerkt op ${day}`,
  /** Invited members without a password, who cannot read yet and are not counted. */
  notActivated: (names: string) => `Nog niet geactiveerd: ${names}`,
  nobodyCanRead: 'Nog niemand van deze praktijk kan het lezen',
  // Telling the practice about an edit (decision 095)
  notifyPracticeLabel: 'Praktijk laten weten dat het verslag is bijgewerkt',
  notifyPracticeHint: (readers: string) =>
    `Al gelezen door ${readers}. Aangevinkt krijgt de praktijk een e-mail "Verslag bijgewerkt".`,
  deletePdf: (name: string) => `Verwijder ${name}`,

  // Upload
  fileLabel: 'PDF-bestand',
  fileHint: 'Alleen PDF-bestanden, zonder JavaScript of bijlagen.',
  chooseFile: 'Kies een bestand',
  noFileChosen: 'Geen bestand gekozen',
  uploadButton: 'Uploaden',
  uploading: 'Bezig met uploaden…',
  checking: 'Het bestand wordt gecontroleerd…',
  uploadProgressLabel: 'Voortgang van de upload',
  uploadPercent: (fraction: number) => `${Math.round(fraction * 100)}%`,
  // The same name twice (decision 091)
  sameNameQuestion: 'Vervangen of allebei houden?',
  sameNameDetail: (name: string, uploadedOn: string) =>
    `Deze praktijk heeft al een bestand ${name}, geüpload op ${uploadedOn}. Vervangen haalt dat bestand weg; allebei houden zet het nieuwe ernaast.`,
  sameNameReplace: 'Vervangen',
  sameNameKeepBoth: 'Allebei houden',
  sameNameCancel: 'Annuleren',
} as const;
