/** The Logboek screen's texts; the labels of actions and kinds are in the contract. */
import { countOf } from '../../lib/texts';

export const AUDIT_TEXTS = {
  title: 'Logboek',
  whenColumn: 'Tijdstip',
  whoColumn: 'Gebruiker',
  ipColumn: 'IP-adres',
  entityColumn: 'Onderdeel',
  actionColumn: 'Actie',
  changesColumn: 'Gewijzigde velden',
  anonymous: 'onbekend',
  userFilter: 'Gebruiker',
  entityFilter: 'Onderdeel',
  fromFilter: 'Vanaf',
  toFilter: 'Tot en met',
  everyone: 'Iedereen',
  everything: 'Alles',
  clearFilters: 'Filters wissen',
  downloadCsv: 'Download CSV',
  nothingYet: 'Er staat nog niets in het logboek.',
  noResults: 'Geen resultaat voor deze filters.',
  loadFailed: 'Het logboek kon niet worden geladen.',
  count: (total: number) => countOf(total, 'regel', 'regels'),
} as const;
