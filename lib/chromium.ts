/**
 * Where the end-to-end tests find Chromium: $CHROMIUM_PATH, else the system package
 * (/usr/bin/chromium on Debian), else Playwright's own browser (undefined executablePath).
 */
import fs from 'node:fs';

export const SYSTEM_CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) {
    if (!fs.existsSync(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist.`);
    }
    return env.CHROMIUM_PATH;
  }
  return SYSTEM_CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Flags for a quiet, sandbox-free headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
