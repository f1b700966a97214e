/**
 * Finds the Java runtime the Nu HTML Checker needs: `$JAVA_HOME/bin/java`, else `java` on the
 * PATH. As root on Debian/Ubuntu it installs `default-jre-headless` when there is none;
 * elsewhere it stops with a message saying what to install.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Whether `java -version` runs. */
function runs(java: string): boolean {
  return spawnSync(java, ['-version'], {stdio: 'ignore'}).status === 0;
}

export function findJava(): string | null {
  const javaHome = process.env.JAVA_HOME;
  if (javaHome) {
    const java = path.join(javaHome, 'bin', 'java');
    if (fs.existsSync(java) && runs(java)) return java;
  }
  return runs('java') ? 'java' : null;
}

function run(command: string, args: string[]): void {
  console.log(`validate-html: ${command} ${args.join(' ')}`);
  execFileSync(command, args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
}

export function ensureJava(): string {
  const found = findJava();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'default-jre-headless']);
    const installed = findJava();
    if (installed) return installed;
    throw new Error('validate-html: apt-get installed default-jre-headless but `java` still does not run.');
  }
  throw new Error(
    'validate-html: the Nu HTML Checker needs Java 17 or newer and none was found. Install a Java ' +
      'runtime (Debian/Ubuntu: `sudo apt-get install default-jre-headless`; macOS: `brew install openjdk`) ' +
      'or set JAVA_HOME, then run `npm run test:html` again.',
  );
}
