import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it is now, in every frame of the portal's
 * origin. Legacy mode runs axe in the page itself; the default mode finishes each run in a new
 * blank page, which made every check three to five times slower here (decision 066). The
 * portal's screens embed no frame of another origin that axe could check (Chromium's own PDF
 * viewer is excluded by the callers that show one).
 */
export async function seriousAxeFindings(page: Page, options: { exclude?: string } = {}) {
  const findings = await axeFindings(page, options);
  return findings.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/**
 * Every finding of axe, whatever its impact. Only violations are collected: axe's lists of
 * passed and inapplicable checks cost most of a run on a large page and are never read.
 */
export async function axeFindings(page: Page, options: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
