/** Where an installed package lives, found as Node finds packages: `node_modules/<name>` in a folder or its parents. */
import fs from 'node:fs';
import path from 'node:path';

export function packageDir(name: string, fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`css-purge: package ${name} is not installed (no node_modules/${name} in ${fromDir} or above it)`);
}
