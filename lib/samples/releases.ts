/**
 * The SDK releases of a SamplesConfig: which release a Markdown file's samples compile against
 * (its docs folder), which package its imports are pointed at, and whether each release is
 * installed at the version the table expects.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TOOL_SITE_ROOT} from './language-service';
import type {SamplesConfig, SampleFolder, SdkRelease} from './config';
import {displayPath} from './diagnostics';

/** A SamplesConfig that does not match what is installed, or cannot be used as written. */
export class SampleConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SampleConfigError';
  }
}

/** Every release of the table, by version, in table order (folders first, then the extra ones). */
export function knownReleases(config: SamplesConfig): Map<string, SdkRelease> {
  const releases = new Map<string, SdkRelease>();
  const all = [...config.folders.map((entry) => entry.release), config.defaultRelease, ...config.extraReleases];
  for (const release of all) {
    const known = releases.get(release.version);
    if (!known) releases.set(release.version, release);
    else if (known.directory !== release.directory || known.importName !== release.importName) {
      throw new SampleConfigError(
        `SDK ${release.version} is configured twice: ${known.importName} from ${known.directory} and ${release.importName} from ${release.directory}`,
      );
    }
  }
  return releases;
}

/** The folder a file belongs to: the longest configured folder containing it, if any. */
export function folderOf(config: SamplesConfig, root: string, file: string): SampleFolder | undefined {
  const relative = displayPath(root, file);
  let found: SampleFolder | undefined;
  for (const entry of config.folders) {
    const inside = relative.startsWith(`${entry.folder}/`);
    if (inside && (!found || entry.folder.length > found.folder.length)) found = entry;
  }
  return found;
}

/** The package a release's imports are pointed at: `node_modules/opensecret-react-1.5` -> `opensecret-react-1.5`. */
export function importTarget(release: SdkRelease): string {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/@][^/]*)$/.exec(release.directory);
  if (!match) {
    throw new SampleConfigError(
      `SDK ${release.version}: directory "${release.directory}" must be node_modules/<package> (the package or an npm alias)`,
    );
  }
  return match[1];
}

/** `<directory>/package.json` from `root` up, else from this site (as imports resolve); undefined if absent. */
function findPackageJson(root: string, directory: string): string | undefined {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, ...directory.split('/'), 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  const fallback = path.join(TOOL_SITE_ROOT, ...directory.split('/'), 'package.json');
  return fs.existsSync(fallback) ? fallback : undefined;
}

/**
 * The directory a release is installed in, absolute: `<directory>` from `root` up, else in this
 * site. Throws a SampleConfigError when it is not installed (verifyReleases says more).
 */
export function releaseDirectory(root: string, release: SdkRelease): string {
  const manifest = findPackageJson(root, release.directory);
  if (!manifest) throw new SampleConfigError(`SDK ${release.version} is not installed in ${release.directory}`);
  return path.dirname(manifest);
}

/** Who compiles against a release, for error messages: its folders, or the `sdk="…"` blocks. */
function users(config: SamplesConfig, release: SdkRelease): string {
  const folders = config.folders.filter((entry) => entry.release.version === release.version);
  if (folders.length > 0) return `samples in ${folders.map((entry) => `${entry.folder}/`).join(', ')}`;
  if (config.defaultRelease.version === release.version) return 'samples outside every docs folder';
  return `sdk="${release.version}" samples`;
}

/**
 * Checks that every release of the table is installed where it says, as the package it imports,
 * at the version it expects. Throws a SampleConfigError naming the folder and the package.
 */
export function verifyReleases(config: SamplesConfig, root: string): void {
  for (const release of knownReleases(config).values()) {
    const target = importTarget(release);
    const expected = `${users(config, release)} compile against ${release.importName} ${release.version} from ${release.directory}`;
    const manifest = findPackageJson(root, release.directory);
    if (!manifest) {
      const spec = target === release.importName ? '' : `${target}@npm:`;
      throw new SampleConfigError(
        `${expected}, but it is not installed (npm install -E ${spec}${release.importName}@${release.version})`,
      );
    }
    const {name, version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
    if (name !== release.importName || version !== release.version) {
      throw new SampleConfigError(
        `${expected}, but the installed ${release.directory} is ${name ?? '(no name)'} ${version ?? '(no version)'}`,
      );
    }
  }
}
