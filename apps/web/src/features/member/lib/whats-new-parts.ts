import type { TWhatsNew } from '@praktijkportaal/contract/whats-new';

export type WhatsNewPart = { text: string; list: 'reports' | 'uploadedPDFs' };

/**
 * What is new in a practice as parts of one Dutch sentence, each leading to its list:
 * "1 nieuw verslag", "2 nieuwe bestanden"; none when everything is read (decision 095).
 */
export function whatsNewParts(counts: TWhatsNew): WhatsNewPart[] {
  const parts: WhatsNewPart[] = [];
  if (counts.new_reports > 0) {
    const noun = counts.new_reports === 1 ? 'nieuw verslag' : 'nieuwe verslagen';
    parts.push({ text: `${counts.new_reports} ${noun}`, list: 'reports' });
  }
  if (counts.new_files > 0) {
    const noun = counts.new_files === 1 ? 'nieuw bestand' : 'nieuwe bestanden';
    parts.push({ text: `${counts.new_files} ${noun}`, list: 'uploadedPDFs' });
  }
  return parts;
}

/** The parts as one line of text ("1 nieuw verslag, 2 nieuwe bestanden" or "Alles gelezen"). */
export function whatsNewText(counts: TWhatsNew): string {
  const parts = whatsNewParts(counts);
  return parts.length === 0 ? ALL_READ : parts.map((part) => part.text).join(', ');
}

export const ALL_READ = 'Alles gelezen';
