// The kinds of audit records and their Dutch labels, without zod: the web app's first bundle
// reads them (the Logboek's address filters) and must not load zod (decision 045).
/** What an audit record is about. Extend here (and in AUDIT_ENTITY_LABELS) for new kinds. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'practice',
  'practice_link',
  'dashboard',
  'report',
  'upload',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What happened. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reinstate',
  'login_success',
  'login_failure',
  'password_change',
  'password_reset_request',
  'password_reset_done',
  'invitation_sent',
  'mfa_enrolled',
  'mfa_disabled',
  'mfa_reset',
  'mfa_login_failure',
  'mfa_locked',
  'mfa_locked_until_reset',
  'mfa_recovery_codes_renewed',
  'sessions_ended',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'passkey_login',
  'access_denied',
  'too_many_attempts',
  'notices_unsubscribed',
  'email_change_requested',
  'email_changed',
  'email_change_reported',
  'data_exported',
  'erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'Gebruiker',
  practice: 'Praktijk',
  practice_link: 'Koppeling met praktijk',
  dashboard: 'Dashboard',
  report: 'Verslag',
  upload: 'Bestand',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
  reinstate: 'Teruggezet',
  login_success: 'Ingelogd',
  login_failure: 'Inloggen mislukt',
  password_change: 'Wachtwoord gewijzigd',
  password_reset_request: 'Wachtwoordherstel aangevraagd',
  password_reset_done: 'Wachtwoord hersteld',
  invitation_sent: 'Uitnodiging verstuurd',
  mfa_enrolled: 'Tweestapsverificatie aangezet',
  mfa_disabled: 'Tweestapsverificatie uitgezet',
  mfa_reset: 'Tweestapsverificatie gereset',
  mfa_login_failure: 'Verkeerde code bij inloggen',
  mfa_locked: 'Tweestapsverificatie 15 minuten geblokkeerd',
  mfa_locked_until_reset: 'Tweestapsverificatie geblokkeerd tot reset door beheerder',
  mfa_recovery_codes_renewed: 'Nieuwe herstelcodes gemaakt',
  sessions_ended: 'Ingelogde apparaten uitgelogd',
  passkey_added: 'Passkey toegevoegd',
  passkey_renamed: 'Passkey hernoemd',
  passkey_removed: 'Passkey verwijderd',
  passkey_login: 'Ingelogd met een passkey',
  access_denied: 'Toegang geweigerd',
  too_many_attempts: 'Te veel pogingen',
  notices_unsubscribed: 'Afgemeld voor e-mailmeldingen',
  email_change_requested: 'Wijziging e-mailadres aangevraagd',
  email_changed: 'E-mailadres gewijzigd',
  email_change_reported: 'Wijziging e-mailadres gemeld als niet herkend',
  data_exported: 'Eigen gegevens gedownload',
  erased: 'Definitief verwijderd',
};
