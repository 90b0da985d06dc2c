/** The Klant and Manager screens' texts; the spec's own (Loading.) come from MESSAGES. */
export const MEMBER_TEXTS = {
  welcome: 'Welkom',
  noPractice: 'Er is nog geen praktijk aan je account gekoppeld.',
  noPracticeHint: 'Neem contact op met je coach of met de beheerder van het portaal.',
  choosePractice: 'Kies een praktijk',
  choosePracticeIntro:
    'Je hebt toegang tot meerdere praktijken. Kies de praktijk die je wilt bekijken.',
  practiceLabel: 'Praktijk',
  otherPractice: 'Andere praktijk kiezen',
  dashboardsTitle: 'Dashboards',
  noDashboards: 'Er zijn nog geen dashboards voor deze praktijk.',
  noDashboardsForDepartments: (departments: string) =>
    `Er zijn bij deze praktijk nog geen dashboards voor jouw afdelingen (${departments}). Vraag de beheerder als je ook andere afdelingen wilt zien.`,
  noDepartments:
    'Je bent bij deze praktijk nog aan geen afdeling gekoppeld, dus er zijn geen dashboards voor je. Vraag de beheerder om je afdelingen in te stellen.',
  coachesTitle: 'Coaches',
  noCoaches: 'Er is nog geen coach aan deze praktijk gekoppeld.',
  coachesLoadFailed: 'De coaches konden niet worden geladen.',
  loadFailed: 'De praktijk kon niet worden geladen.',
  toHome: 'Terug naar de startpagina',
  /** The practice's own Verslagen and Bestanden (the sidebar's lead to the first practice). */
  documentsNavigation: (practice: string) => `Documenten van ${practice}`,
  reportsLink: 'Verslagen',
  filesLink: 'Bestanden',
  whatsNewFailed: 'Wat er nieuw is, kon niet worden geladen.',
} as const;
