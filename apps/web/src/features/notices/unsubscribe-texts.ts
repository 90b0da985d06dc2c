/** The texts of the page behind a notice mail's unsubscribe link. */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Afmelden voor e-mailmeldingen',
  intro:
    'Wil je geen e-mails meer ontvangen over nieuwe verslagen en bestanden? Je kunt ze later weer aanzetten op de pagina Mijn account.',
  unsubscribe: 'Afmelden',
  unsubscribing: 'Bezig met afmelden…',
  unsubscribed:
    'Je bent afgemeld. Je ontvangt geen e-mails meer over nieuwe verslagen en bestanden. Aanzetten kan weer op de pagina Mijn account.',
  toPortal: 'Naar het portaal',
} as const;
