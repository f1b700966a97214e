/**
 * Makes sure the end-to-end tests have a Chromium: $CHROMIUM_PATH or the system package if
 * present; else, as root on Debian/Ubuntu, installs the `chromium` package; else downloads
 * Playwright's own Chromium. Prints which one the tests will use.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {findChromium} from '../../lib/chromium';

function run(command: string, args: string[]): void {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  execFileSync(command, args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (isRoot && hasApt) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    const installed = findChromium();
    if (installed) return installed;
    throw new Error('ensure-chromium: apt-get installed chromium but no binary was found at /usr/bin/chromium.');
  }
  run('npx', ['playwright', 'install', 'chromium']);
  return "Playwright's bundled Chromium";
}

const browser = ensureChromium();
console.log(`ensure-chromium: end-to-end tests use ${browser}`);
