/**
 * Every mail the portal sends, in Dutch, as plain text and HTML. A template
 * gets its data and the portal's address; the layout adds the greeting, the portal's name and
 * a footer that says where the mail comes from.
 */

import type { SecurityChange } from '@praktijkportaal/contract/security-notices';

export const PORTAL_NAME = 'Praktijkportaal';

export type RenderedMail = { subject: string; text: string; html: string };

/** Where the mail's links point: PUBLIC_URL, else the origin of the request behind the mail. */
export type MailContext = { portalUrl: string };

type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, a line with the address in plain text. */
  action?: { label: string; url: string };
  /** Links after the paragraphs, one per line (a notice's new reports and files). */
  links?: { label: string; url: string }[];
  /** A small line before the footer with one link (a notice's way to unsubscribe). */
  footnote?: { text: string; link: { label: string; url: string } };
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function renderLayout(content: MailContent, { portalUrl }: MailContext): RenderedMail {
  const footer = `Deze e-mail komt van ${PORTAL_NAME} (${portalUrl}).`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.links ? [...content.links.map((link) => `- ${link.label}: ${link.url}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote
      ? [
          `${content.footnote.text} ${content.footnote.link.label}: ${content.footnote.link.url}`,
          '',
        ]
      : []),
    '-- ',
    footer,
    '',
  ].join('\n');
  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(body)}</p>`;
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const link = ({ label, url }: { label: string; url: string }) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const links = content.links
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${content.links.map((item) => `<li>${link(item)}</li>`).join('')}</ul>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(content.footnote.text)} ${link(content.footnote.link)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${PORTAL_NAME}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${links}
${action}
${footnote}
<p style="margin:24px 0 0;font-size:13px;color:#4b5563">Deze e-mail komt van ${PORTAL_NAME} (<a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a>).</p>
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

/** The templates by name; enqueueMail takes a name and that template's data. */
export const MAIL_TEMPLATES = {
  /** Sent by `npm run mail:test` to check SMTP_URL and MAIL_FROM. */
  mailCheck: (data: { name: string }, context: MailContext) =>
    renderLayout(
      {
        subject: `Testbericht van ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Dit is een testbericht. Nu je het ontvangt, weet je dat ${PORTAL_NAME} e-mail kan versturen.`,
          'Je hoeft niets te doen.',
        ],
        action: { label: `Naar ${PORTAL_NAME}`, url: context.portalUrl },
      },
      context,
    ),
  /** An Admin created the user without a password (decision 034). */
  invitation: (data: { name: string; url: string; validDays: number }, context: MailContext) =>
    renderLayout(
      {
        subject: `Uitnodiging voor ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Er is een account voor je aangemaakt in ${PORTAL_NAME}. Kies via de link hieronder zelf je wachtwoord; daarna log je in met je e-mailadres en dat wachtwoord.`,
          `De link werkt één keer en is ${data.validDays} dagen geldig. Is hij verlopen, vraag dan de beheerder om een nieuwe uitnodiging.`,
        ],
        action: { label: 'Wachtwoord kiezen', url: data.url },
      },
      context,
    ),
  /** "Wachtwoord vergeten?" for a known address (decision 035). */
  passwordReset: (
    data: { name: string; url: string; validMinutes: number },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Nieuw wachtwoord voor ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Iemand heeft gevraagd om een nieuw wachtwoord voor je account in ${PORTAL_NAME}. Kies via de link hieronder een nieuw wachtwoord; daarna word je overal uitgelogd en log je in met het nieuwe wachtwoord.`,
          `De link werkt één keer en is ${data.validMinutes} minuten geldig.`,
          'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
        ],
        action: { label: 'Nieuw wachtwoord kiezen', url: data.url },
      },
      context,
    ),
  /** Each 10th wrong code in a row locks the second factor for 15 minutes (decision 053). */
  secondFactorLocked: (
    data: { name: string; failures: number; at: string; until: string },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Tweestapsverificatie geblokkeerd in ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Op ${data.at} is voor je account in ${PORTAL_NAME} ${data.failures} keer op rij een verkeerde code van tweestapsverificatie ingevuld. Daarom werkt tweestapsverificatie tot ${data.until} niet: tot dan kun je niet inloggen, ook niet met een juiste code.`,
          'Was jij dit? Wacht dan tot die tijd en gebruik de code die je authenticator-app op dat moment toont, of een van je herstelcodes.',
          `Was jij dit niet? Dan kent iemand anders waarschijnlijk je wachtwoord. Kies zo snel mogelijk een nieuw wachtwoord via "Wachtwoord vergeten?" op de inlogpagina, en meld het bij de beheerder van ${PORTAL_NAME}.`,
        ],
        action: { label: `Naar ${PORTAL_NAME}`, url: context.portalUrl },
      },
      context,
    ),
  /** The 100th wrong code in a row: locked until an Admin resets it (NIST SP 800-63B). */
  secondFactorLockedUntilReset: (
    data: { name: string; failures: number; at: string },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Tweestapsverificatie geblokkeerd in ${PORTAL_NAME}: neem contact op met de beheerder`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Op ${data.at} is voor je account in ${PORTAL_NAME} voor de ${data.failures}e keer op rij een verkeerde code van tweestapsverificatie ingevuld. Tweestapsverificatie blijft nu geblokkeerd totdat de beheerder deze reset: tot dan kun je niet inloggen.`,
          `Neem contact op met de beheerder van ${PORTAL_NAME}. Na de reset stel je tweestapsverificatie opnieuw in.`,
          'Was jij dit niet? Dan kent iemand anders waarschijnlijk je wachtwoord. Kies na de reset meteen een nieuw wachtwoord via "Wachtwoord vergeten?" op de inlogpagina.',
        ],
      },
      context,
    ),
  /**
   * A change to how the user logs in (decision 088): what, when, on which
   * browser, and "Dit was ik niet" when it was made in one of the user's own sessions.
   */
  securityChange: (data: SecurityChangeMail, context: MailContext) => {
    const { subject, what } = describeSecurityChange(data);
    const removed =
      data.passkeysRemoved > 0
        ? [
            `Je bent op alle apparaten uitgelogd en je ${data.passkeysRemoved === 1 ? 'passkey is' : `${data.passkeysRemoved} passkeys zijn`} verwijderd: wie je account had, kan daar niet meer mee inloggen. Voeg een passkey zo nodig opnieuw toe op de pagina Mijn account.`,
          ]
        : [];
    return renderLayout(
      {
        subject: `${subject} in ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `${what} Dit gebeurde op ${data.at}${data.device ? ` met ${data.device}` : ''}.`,
          ...removed,
          data.reportUrl
            ? `Was jij dit niet? Klik dan binnen ${data.reportableDays} dagen op "Dit was ik niet": je wordt overal uitgelogd, passkeys die sindsdien zijn toegevoegd worden verwijderd en je kiest een nieuw wachtwoord.`
            : `Klopt dit niet? Neem dan contact op met de beheerder van ${PORTAL_NAME}.`,
          'Was jij het wel? Dan hoef je niets te doen.',
        ],
        ...(data.reportUrl ? { action: { label: 'Dit was ik niet', url: data.reportUrl } } : {}),
      },
      context,
    );
  },
  /** A user asked to change their address to this one (decision 074): the link confirms it. */
  emailChangeConfirm: (
    data: { name: string; url: string; validHours: number },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Bevestig je nieuwe e-mailadres voor ${PORTAL_NAME}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Je hebt gevraagd om voortaan dit e-mailadres te gebruiken voor je account in ${PORTAL_NAME}. Bevestig dat via de link hieronder; pas dan verandert je adres, en log je voortaan met dit adres in.`,
          `De link werkt één keer en is ${data.validHours} uur geldig.`,
          'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
        ],
        action: { label: 'Nieuw e-mailadres bevestigen', url: data.url },
      },
      context,
    ),
  /**
   * Someone asked to move an account to an address that already has one: the screen said the
   * same as for a free address, the owner of this address is told here (decision 074).
   */
  emailChangeTaken: (_data: Record<string, never>, context: MailContext) =>
    renderLayout(
      {
        subject: `Je e-mailadres in ${PORTAL_NAME}`,
        greeting: 'Beste gebruiker,',
        paragraphs: [
          `Iemand heeft gevraagd om dit e-mailadres te gebruiken voor een account in ${PORTAL_NAME}. Er bestaat al een account met dit adres, dus er is niets gewijzigd.`,
          'Heb je dit zelf gevraagd? Log dan in met dit adres, of vraag de beheerder om de twee accounts samen te voegen. Zo niet, dan kun je deze e-mail negeren.',
        ],
        action: { label: `Naar ${PORTAL_NAME}`, url: context.portalUrl },
      },
      context,
    ),
  /** To the old address when a change is asked for, with "Dit was ik niet" (decision 074). */
  emailChangeNotice: (
    data: { name: string; newEmail: string; url: string; validDays: number },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Je e-mailadres in ${PORTAL_NAME} wordt gewijzigd`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Er is gevraagd om het e-mailadres van je account in ${PORTAL_NAME} te wijzigen in ${data.newEmail}. Het adres verandert pas als op de link in de e-mail aan dat nieuwe adres wordt geklikt.`,
          'Was jij dit? Dan hoef je niets te doen.',
          `Was jij dit niet? Klik dan op "Dit was ik niet": een wijziging die nog niet bevestigd is, trekken we dan in. Kies daarna een nieuw wachtwoord via "Wachtwoord vergeten?". Deze link werkt ${data.validDays} dagen.`,
        ],
        action: { label: 'Dit was ik niet', url: data.url },
      },
      context,
    ),
  /**
   * New reports and files of a practice (decision 049), and reports the coach
   * chose to tell as changed (`updated`, decision 095): names and links only, never a report's
   * text, which stays behind the login.
   */
  notice: (
    data: {
      name: string;
      practiceName: string;
      items: NoticeItem[];
      unsubscribeUrl: string;
    },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: noticeSubject(data.items, data.practiceName),
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `${noticeOpening(data.items)} voor ${data.practiceName} in ${PORTAL_NAME}. Na het inloggen open je ${data.items.length === 1 ? 'het' : 'ze'} via de ${data.items.length === 1 ? 'link' : 'links'} hieronder.`,
        ],
        links: data.items.map((item) => ({ label: noticeItemLabel(item), url: item.url })),
        footnote: {
          text: 'Wil je deze meldingen niet meer ontvangen?',
          link: { label: 'Afmelden', url: data.unsubscribeUrl },
        },
      },
      context,
    ),
  /**
   * "Herinnering sturen" (decision 094): a report of the practice the reader
   * has not opened yet; its name and link only, as the notice.
   */
  reportReminder: (
    data: {
      name: string;
      practiceName: string;
      reportName: string;
      url: string;
      unsubscribeUrl: string;
    },
    context: MailContext,
  ) =>
    renderLayout(
      {
        subject: `Herinnering: verslag voor ${data.practiceName}`,
        greeting: `Beste ${data.name},`,
        paragraphs: [
          `Er staat een verslag voor ${data.practiceName} in ${PORTAL_NAME} dat je nog niet hebt geopend. Na het inloggen open je het via de link hieronder.`,
        ],
        links: [{ label: data.reportName, url: data.url }],
        footnote: {
          text: 'Wil je deze meldingen niet meer ontvangen?',
          link: { label: 'Afmelden', url: data.unsubscribeUrl },
        },
      },
      context,
    ),
} satisfies Record<string, (data: never, context: MailContext) => RenderedMail>;

type NoticeItem = { kind: 'report' | 'upload'; name: string; updated: boolean; url: string };

/** "Verslag juni 2025", "Verslag bijgewerkt: juni 2025" or "Bestand: bijlage.pdf". */
function noticeItemLabel(item: NoticeItem) {
  if (item.kind === 'upload') return `Bestand: ${item.name}`;
  const title = item.name.replace(/\.pdf$/i, '');
  return item.updated ? `Verslag bijgewerkt: ${title.replace(/^Verslag /, '')}` : title;
}

function noticeOpening(items: NoticeItem[]) {
  if (items.every((item) => item.updated)) {
    return items.length === 1 ? 'Er is een verslag bijgewerkt' : 'Er zijn verslagen bijgewerkt';
  }
  return items.length === 1 ? 'Er staat iets nieuws' : 'Er staan nieuwe stukken';
}

function noticeSubject(items: NoticeItem[], practiceName: string) {
  const fresh = items.filter((item) => !item.updated);
  const reports = fresh.filter((item) => item.kind === 'report').length;
  const uploads = fresh.length - reports;
  const updated = items.length - fresh.length;
  const news =
    reports > 0 && uploads > 0
      ? 'Nieuwe verslagen en bestanden'
      : reports > 1
        ? 'Nieuwe verslagen'
        : reports === 1
          ? 'Nieuw verslag'
          : uploads > 1
            ? 'Nieuwe bestanden'
            : uploads === 1
              ? 'Nieuw bestand'
              : null;
  const changes =
    updated === 0 ? null : updated === 1 ? 'Verslag bijgewerkt' : 'Verslagen bijgewerkt';
  const what = news && changes ? `${news}; ${changes.toLowerCase()}` : (news ?? changes);
  return `${what} voor ${practiceName}`;
}

export type SecurityChangeMail = {
  name: string;
  change: SecurityChange;
  /** When, in Dutch ("7 december 2026 om 09:15"). */
  at: string;
  /** Browser and system of the change ("Chrome 156 op Windows 10"); null when unknown. */
  device: string | null;
  passkeyName: string | null;
  passkeysRemoved: number;
  reportUrl: string | null;
  reportableDays: number;
};

/** The subject and the first sentence of a security mail. */
function describeSecurityChange({ change, passkeyName }: SecurityChangeMail) {
  const passkey = passkeyName ? ` "${passkeyName}"` : '';
  switch (change) {
    case 'passkey_added':
      return {
        subject: 'Passkey toegevoegd',
        what: `Er is een passkey${passkey} aan je account toegevoegd. Daarmee kun je inloggen zonder wachtwoord.`,
      };
    case 'passkey_removed':
      return {
        subject: 'Passkey verwijderd',
        what: `De passkey${passkey} is van je account verwijderd.`,
      };
    case 'passkey_removed_by_admin':
      return {
        subject: 'Passkey verwijderd door de beheerder',
        what: `De beheerder heeft de passkey${passkey} van je account verwijderd.`,
      };
    case 'password_changed':
      return {
        subject: 'Wachtwoord gewijzigd',
        what: 'Het wachtwoord van je account is gewijzigd. Op andere apparaten ben je uitgelogd.',
      };
    case 'password_reset':
      return {
        subject: 'Nieuw wachtwoord gekozen',
        what: 'Met de link uit de e-mail "Nieuw wachtwoord" is een nieuw wachtwoord voor je account gekozen.',
      };
    case 'password_set_by_admin':
      return {
        subject: 'Nieuw wachtwoord door de beheerder',
        what: 'De beheerder heeft een nieuw wachtwoord voor je account ingesteld. Je krijgt het van de beheerder en kiest daarna bij het inloggen een eigen wachtwoord.',
      };
    case 'mfa_enabled':
      return {
        subject: 'Tweestapsverificatie aangezet',
        what: 'Tweestapsverificatie is aangezet voor je account: je logt voortaan in met je wachtwoord en een code uit je app.',
      };
    case 'mfa_disabled':
      return {
        subject: 'Tweestapsverificatie uitgezet',
        what: 'Tweestapsverificatie is uitgezet voor je account: je logt nu in met alleen je wachtwoord.',
      };
    case 'mfa_reset_by_admin':
      return {
        subject: 'Tweestapsverificatie gereset door de beheerder',
        what: 'De beheerder heeft de tweestapsverificatie van je account gereset. Stel die opnieuw in als je weer inlogt.',
      };
    case 'recovery_codes_renewed':
      return {
        subject: 'Nieuwe herstelcodes',
        what: 'Er zijn nieuwe herstelcodes voor je tweestapsverificatie gemaakt. De vorige herstelcodes werken niet meer.',
      };
  }
}

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = Parameters<
  (typeof MAIL_TEMPLATES)[T]
>[0];

export function renderMail<T extends MailTemplateName>(
  template: T,
  data: MailTemplateData<T>,
  context: MailContext,
): RenderedMail {
  const render = MAIL_TEMPLATES[template] as (
    data: MailTemplateData<T>,
    context: MailContext,
  ) => RenderedMail;
  return render(data, context);
}
