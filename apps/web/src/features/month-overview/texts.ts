import { formatReportMonth, type TReportMonth } from '@praktijkportaal/contract/report-month';
import { formatDutchDay, formatDutchNumber, formatDutchTime } from '../../lib/dutch-formats';

/** The words of "Deze maand" (decision 094). */
export const OVERVIEW_TEXTS = {
  adminTitle: 'Deze maand',
  coachTitle: 'Praktijken',
  monthHeading: (month: TReportMonth) => `Verslagen van ${formatReportMonth(month)}`,
  previousMonth: 'Vorige maand',
  nextMonth: 'Volgende maand',
  thisMonth: 'Deze maand',
  showLabel: 'Toon',
  allPractices: 'Alle praktijken',
  withoutReport: 'Zonder verslag',
  notRead: 'Niet gelezen',
  coachLabel: 'Coach',
  allCoaches: 'Alle coaches',
  practiceColumn: 'Praktijk',
  gripColumn: 'Grip',
  reportColumn: 'Verslag',
  readColumn: 'Gelezen',
  pointsColumn: 'Actiepunten',
  lastReportColumn: 'Laatste verslag',
  actionsColumn: 'Acties',
  noReport: 'Geen verslag',
  conceptOf: (at: Date) =>
    `Concept van ${formatDutchDay(at) === formatDutchDay(new Date()) ? '' : `${formatDutchDay(at)} `}${formatDutchTime(at)}`,
  savedOn: (at: Date) => `Opgeslagen ${formatDutchDay(at)}`,
  updatedOn: (at: Date) => `Bijgewerkt ${formatDutchDay(at)}`,
  readBy: (read: number, readers: number) => `Gelezen door ${read} van ${readers}`,
  nobodyToRead: 'Niemand van de praktijk kan het portaal openen',
  points: (open: number, done: number) => `${open} open, ${done} gedaan`,
  noPoints: 'Geen',
  noReportYet: 'Nog geen',
  monthUnknown: 'maand onbekend',
  writeReport: 'Verslag schrijven',
  writeReportFor: (practice: string) => `Verslag schrijven voor ${practice}`,
  sendReminder: 'Herinnering sturen',
  sendReminderFor: (practice: string) => `Herinnering sturen voor ${practice}`,
  reminderQuestion: (practice: string) =>
    `Een herinnering mailen aan wie van ${practice} het verslag nog niet opende?`,
  reminderSent: (practice: string) => `Herinnering verstuurd voor ${practice}.`,
  lastReminder: (at: Date) => `Laatste herinnering: ${formatDutchDay(at)}`,
  reminderWaits: (at: Date, again: Date) =>
    `Herinnering gestuurd op ${formatDutchDay(at)}; weer mogelijk vanaf ${formatDutchDay(again)}`,
  everyoneRead: 'Iedereen heeft het gelezen',
  empty: 'Geen praktijken gevonden.',
  filteredEmpty: 'Geen praktijken met dit filter in deze maand.',
  loading: 'Laden…',
  loadFailed: 'Het overzicht kon niet worden geladen. Probeer het later opnieuw.',
  count: (total: number) =>
    `${formatDutchNumber(total)} ${total === 1 ? 'praktijk' : 'praktijken'}`,
} as const;
