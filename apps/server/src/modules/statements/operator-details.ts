import type { AppConfig } from '../../config';

/*
 * Who answers for the data and where to write (decision 083): the operator's settings. Unset,
 * the statements say so plainly rather than name a placeholder, and the start banner warns.
 */

/** Settings the portal's own statements need and the operator left out, meaning in Dutch. */
export function missingPrivacySettings(config: AppConfig) {
  const { privacyFile, accessibilityFile, privacyController, privacyContact } = config.statements;
  // A hosting party's own text names them itself.
  const controllerShown = !privacyFile;
  const contactShown = !privacyFile || !accessibilityFile;
  return [
    ...(controllerShown && !privacyController
      ? [{ variable: 'PRIVACY_CONTROLLER', meaning: 'naam en adres van wie verantwoordelijk is' }]
      : []),
    ...(contactShown && !privacyContact
      ? [{ variable: 'PRIVACY_CONTACT', meaning: 'e-mailadres voor vragen over gegevens' }]
      : []),
  ];
}

/** The operator's text as it is, inside Markdown: every punctuation mark taken literally. */
export function literalMarkdown(text: string) {
  return text.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** "mail naar …" with the contact as a link, or that the operator has not filled one in. */
export function contactSentence(config: AppConfig) {
  const contact = config.statements.privacyContact;
  return contact
    ? `mail naar [${contact}](mailto:${contact}).`
    : 'de beheerder van dit portaal heeft daarvoor nog geen e-mailadres ingevuld. Tot dan kun je terecht bij de praktijk of de coach die je toegang gaf.';
}
