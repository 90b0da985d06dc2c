import { EMAIL_CHANGE_VALID_HOURS } from '@praktijkportaal/contract/data-rights';
import type { AppConfig } from '../../config';
import { MAIL_KEEP_FINISHED_MS } from '../../mail/mail-queue';
import { REPORT_DRAFT_RETENTION_DAYS } from '../reports/index';
import { contactSentence, literalMarkdown } from './operator-details';

/*
 * The Privacyverklaring as the portal runs now (decision 078): every period
 * and the mail route come from the configuration, so the text cannot drift from what happens.
 * It names who is responsible and where to write (PRIVACY_CONTROLLER, PRIVACY_CONTACT), or says
 * that the operator has not filled them in (decision 083). Plain words for
 * anyone: no algorithm or server names. A hosting party that needs its own text sets
 * PRIVACY_STATEMENT_FILE.
 */

const DAY_MS = 24 * 60 * 60_000;

export function privacyStatementMarkdown(config: AppConfig) {
  const { privacyController } = config.statements;
  const mailDays = Math.round(MAIL_KEEP_FINISHED_MS / DAY_MS);
  const mail = config.mail.smtp
    ? `E-mails van het portaal komen van ${config.mail.from.address} en gaan via de e-maildienst die de beheerder van het portaal heeft gekozen.`
    : `Dit portaal verstuurt geen e-mail naar buiten: berichten blijven als bestand op de server en worden na ${mailDays} dagen verwijderd. Zo werkt alleen een proefopstelling.`;
  return `# Privacyverklaring

Praktijkportaal is het portaal waarin dierenartsenpraktijken hun dashboards, de verslagen van hun coach en hun bestanden vinden. Deze verklaring zegt welke gegevens over jou het portaal bewaart, waarom en hoe lang. De termijnen hieronder zijn die van dit portaal zoals het nu is ingesteld.

## Wie is verantwoordelijk

${
  privacyController
    ? `Verantwoordelijk voor je gegevens in dit portaal is: ${literalMarkdown(privacyController)}.`
    : '**Nog niet ingevuld:** de beheerder van dit portaal heeft nog niet ingevuld wie verantwoordelijk is voor je gegevens (naam en adres).'
}

Voor vragen en verzoeken over je gegevens: ${contactSentence(config)}

## Welke gegevens, en waarom

- **Je account**: naam, e-mailadres, soort gebruiker en de praktijken en afdelingen waaraan je gekoppeld bent. Nodig om je te laten inloggen en je alleen te laten zien wat voor jou is. Je wachtwoord wordt versleuteld opgeslagen, zo dat niemand het kan teruglezen, ook de beheerder niet.
- **Tweestapsverificatie en passkeys**: gebruik je een app die inlogcodes maakt, dan wat die app nodig heeft om codes te maken en je herstelcodes (versleuteld); van een passkey alleen het deel dat niet geheim is, de naam die je hem gaf en wanneer je hem toevoegde en gebruikte. Nodig om te controleren dat jij het bent.
- **Ingelogde apparaten**: bij elke inlog je browser en besturingssysteem, je IP-adres (het adres van je internetverbinding) en de tijd van inloggen en van je laatste activiteit. Nodig om je ingelogd te houden; je ziet ze zelf onder "Ingelogde apparaten" op Mijn account.
- **Logboek**: wie wat heeft gewijzigd en wanneer, inloggen en geweigerde pogingen, met IP-adres. Nodig voor de beveiliging en om fouten te kunnen herleiden.
- **Verslagen en bestanden**: wat je coach voor je praktijk schrijft, wat er voor je praktijk wordt geüpload, en wanneer je een verslag hebt geopend. De PDF van een verslag noemt de coach die het schreef.
- **Inlogpogingen**: tellers per e-mailadres en IP-adres, om het raden van wachtwoorden te beperken.
- **E-mail**: berichten over je account (uitnodiging, wachtwoord) en, tenzij je je afmeldt, meldingen van nieuwe verslagen en bestanden.

## Hoe lang

- Je blijft ingelogd tot je ${duration(config.session.idleMs)} niets in het portaal hebt gedaan, en hooguit ${duration(config.session.absoluteMs)} na het inloggen; daarna verwijdert het portaal die inlog.
- Het logboek bewaart elke regel ${config.auditRetentionDays} dagen.
- Tellers van inlogpogingen verdwijnen na hooguit een uur.
- Een concept van een verslag dat ${REPORT_DRAFT_RETENTION_DAYS} dagen niet is gewijzigd, wordt verwijderd.
- Van een verzonden e-mail bewaart het portaal ${mailDays} dagen aan wie hij ging en het onderwerp.
- Je account en wat erbij hoort bewaren we zolang je account bestaat. Een verwijderd account wordt na ${config.deletedUserRetentionDays} dagen definitief gewist (een beheerder kan dat eerder doen); in het logboek staat daarna alleen nog "Verwijderde gebruiker" met een nummer. Verslagen blijven bij de praktijk, ook de naam van de coach in hun PDF.
- Een nieuw e-mailadres dat je nog moet bevestigen, bewaren we ${EMAIL_CHANGE_VALID_HOURS} uur.

## E-mail en cookies

${mail}

Het portaal gebruikt één cookie: die houdt je ingelogd. Er zijn geen cookies voor statistieken of reclame. Dashboards kunnen inhoud tonen van Microsoft Power BI of van andere websites; daarvoor geldt ook hun eigen privacyverklaring.

## Je rechten

Je mag de gegevens over jou inzien, laten verbeteren of laten verwijderen, en ze meenemen. Je naam, e-mailadres en wachtwoord wijzig je zelf op Mijn account, en daar download je ook alles wat het portaal over je bewaart ("Mijn gegevens downloaden"). Voor al het andere, en voor vragen: ${contactSentence(config)}

Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de [Autoriteit Persoonsgegevens](https://www.autoriteitpersoonsgegevens.nl).
`;
}

/** "8 uur", "30 minuten", "7 dagen": the largest whole unit. */
function duration(ms: number) {
  const minutes = Math.round(ms / 60_000);
  if (minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'dag', 'dagen');
  if (minutes % 60 === 0) return `${minutes / 60} uur`;
  return plural(minutes, 'minuut', 'minuten');
}

const plural = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
