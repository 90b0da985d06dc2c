import Bowser from 'bowser';

export type SessionDevice = { browser: string | null; system: string | null };

/**
 * Browser and system as a person recognises them ("Chrome 156", "Windows 10", "iOS 17.5"),
 * read from a login's User-Agent. Only what it names is shown; nothing is guessed.
 */
export function describeSessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const majorVersion = browser.version?.split('.')[0];
  return {
    browser: browser.name ? joined(browser.name, majorVersion) : null,
    system: os.name ? joined(os.name, os.versionName ?? os.version) : null,
  };
}

function joined(name: string, version: string | undefined) {
  return version ? `${name} ${version}` : name;
}
