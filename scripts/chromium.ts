/**
 * Debian's chromium, as every browser run here launches it (Playwright cannot download its own
 * browsers on these machines; scripts/ensure-chromium.sh installs this one).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and none of the background traffic that would skew a measurement. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
