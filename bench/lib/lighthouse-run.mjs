// One Lighthouse run (mobile preset, its default) of `url` in a fresh Debian Chromium profile,
// with a session's Cookie header if given; returns the report (lhr). Used by lighthouse.mjs and
// lighthouse-side-by-side.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/chromium-path.mjs';

export async function lighthouseRun(url, { cookie, categories }) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}
