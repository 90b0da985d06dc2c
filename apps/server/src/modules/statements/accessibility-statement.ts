import type { AppConfig } from '../../config';
import { contactSentence } from './operator-details';

/*
 * The Toegankelijkheidsverklaring (decision 078): the standard, and the date
 * and method of the last check. The date moves when the checks are done again by hand; the
 * automated part runs with every change (e2e/every-screen.spec.ts and the other browser tests).
 * A hosting party that needs its own text sets ACCESSIBILITY_STATEMENT_FILE.
 */

export const LAST_ACCESSIBILITY_CHECK = '28 november 2026';

export function accessibilityStatementMarkdown(config: AppConfig) {
  return `# Toegankelijkheidsverklaring

Iedereen moet Praktijkportaal kunnen gebruiken: ook met alleen een toetsenbord, met een schermlezer, met grotere letters of op een telefoon.

## De norm

Het portaal is gebouwd om te voldoen aan de **Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA**. Bij de laatste controle vonden we geen punten waarop het daar niet aan voldoet.

## De laatste controle

Gecontroleerd op ${LAST_ACCESSIBILITY_CHECK}, op deze manier:

- automatisch met axe-core (de regels voor WCAG 2.0, 2.1 en 2.2, niveau A en AA) op elk scherm, in de browsertests die bij elke wijziging van het portaal draaien;
- in dezelfde tests: de bediening van formulieren, dialogen en menu's met het toetsenbord, waar de focus staat, meldingen die schermlezers voorlezen, en de schermen op de breedte van een telefoon;
- schermafbeeldingen van elk scherm, op een breed scherm en op een telefoon, door ons bekeken;
- de PDF van een verslag, bij elke wijziging opnieuw gemaakt en gelezen zoals een PDF-lezer dat doet: getagd, in het Nederlands, met titel, koppen en de actiepunten als lijst.

## Verslagen als PDF

Elk maandverslag wordt ook een PDF die je kunt bewaren en laten voorlezen. Die PDF is getagd: een schermlezer leest de kop per onderdeel (Klanten, Verrichtingen, Team, Financiën, Actiepunten), de alinea's en de actiepunten als lijst in de goede volgorde, en slaat het logo en de paginanummers over. De taal is Nederlands; de titel noemt de maand en de praktijk, en de coach die het verslag schreef staat erin.

## Wat hier niet onder valt

Dashboards tonen inhoud van Microsoft Power BI of van andere websites. Die inhoud maken wij niet; de toegankelijkheid ervan hangt af van wie haar maakt.

Hetzelfde geldt voor bestanden die voor een praktijk worden geüpload (Bestanden): of een schermlezer zo'n PDF goed kan voorlezen, hangt af van wie hem maakte.

## Werkt iets niet?

Kun je iets niet gebruiken, of valt je iets op? Laat het weten, met de pagina en wat er misging: ${contactSentence(config)} We zoeken dan samen met je naar een oplossing.
`;
}
