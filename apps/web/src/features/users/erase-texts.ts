/** "Definitief verwijderen" of a deleted user (decision 076). */
export const ERASE_TEXTS = {
  erase: (name: string) => `${name} definitief verwijderen`,
  question: (name: string) => `${name} definitief verwijderen?`,
  intro: 'Dit kan niet ongedaan worden gemaakt. Het portaal wist:',
  gone: [
    'naam en e-mailadres',
    'inlogsessies, tweestapsverificatie, herstelcodes en mailde links',
    'koppelingen met praktijken, gelezen-meldingen en concepten',
  ],
  kept: 'Verslagen en bestanden blijven bij de praktijk. In het logboek en bij verslagen staat voortaan "Verwijderde gebruiker" met een nummer.',
  confirm: 'Definitief verwijderen',
  confirming: 'Bezig met verwijderen…',
  cancel: 'Annuleren',
  done: (name: string) => `${name} is definitief verwijderd.`,
} as const;
