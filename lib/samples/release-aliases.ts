/**
 * The samples of every release compile in one program, so that React's, the DOM's and the other
 * packages' types are checked once, not once per release. Samples import the SDK by one name
 * (`@opensecret/react`); in the compiled text, each release but the table's default one is
 * imported under an alias of the same length (`@opensecret/v0a1b`), which compiler `paths` maps
 * to the release's package. The text keeps its length, so positions need no mapping; the alias
 * is turned back into the package name in messages and types.
 */
import {createHash} from 'node:crypto';
import ts from 'typescript';
import {SampleConfigError, releaseDirectory, knownReleases} from './releases';
import type {SamplesConfig, SdkRelease} from './config';

/** `importName` with its last characters replaced by a tag of `version`: the same length. */
function aliasOf(importName: string, version: string): string {
  const keep = Math.max(importName.lastIndexOf('/') + 1, importName.length - 8);
  const tag = `v${createHash('sha256').update(version).digest('hex')}`;
  return importName.slice(0, keep) + tag.slice(0, importName.length - keep);
}

interface Entry {
  release: SdkRelease;
  /** The specifier compiled samples of the release import the SDK by. */
  specifier: string;
  /** The package's directory, absolute. */
  directory: string;
}

export class ReleaseAliases {
  private readonly byVersion = new Map<string, Entry>();

  constructor(config: SamplesConfig, root: string) {
    for (const release of knownReleases(config).values()) {
      const specifier =
        release.version === config.defaultRelease.version
          ? release.importName
          : aliasOf(release.importName, release.version);
      this.byVersion.set(release.version, {release, specifier, directory: releaseDirectory(root, release)});
    }
    const specifiers = [...this.byVersion.values()].map((entry) => entry.specifier);
    if (new Set(specifiers).size !== specifiers.length) {
      throw new SampleConfigError(`two releases import the SDK under one name: ${specifiers.join(', ')}`);
    }
  }

  private entry(release: SdkRelease): Entry {
    const entry = this.byVersion.get(release.version);
    if (!entry) throw new SampleConfigError(`SDK ${release.version} is not in the release table`);
    return entry;
  }

  /** The directory the release is installed in, absolute. */
  directory(release: SdkRelease): string {
    return this.entry(release).directory;
  }

  /** Compiler `paths` pointing every release's specifier (and its subpaths) at its package. */
  paths(): Record<string, string[]> {
    const paths: Record<string, string[]> = {};
    for (const {specifier, directory} of this.byVersion.values()) {
      paths[specifier] = [directory];
      paths[`${specifier}/*`] = [`${directory}/*`];
    }
    return paths;
  }

  /** The sample's text as compiled: its SDK imports under the release's specifier (same length). */
  rewrite(code: string, release: SdkRelease): string {
    const {specifier} = this.entry(release);
    const name = release.importName;
    if (specifier === name) return code;
    let text = code;
    for (const ref of ts.preProcessFile(code, true, true).importedFiles) {
      if (ref.fileName !== name && !ref.fileName.startsWith(`${name}/`)) continue;
      // `pos` is the opening quote of the string literal (TypeScript 5.x); allow for either.
      const start = code.startsWith(name, ref.pos) ? ref.pos : ref.pos + 1;
      if (code.slice(start, start + name.length) !== name) continue;
      text = text.slice(0, start) + specifier + text.slice(start + name.length);
    }
    return text;
  }

  /** A message or a type with the aliases turned back into the package names samples import. */
  restore(text: string): string {
    let out = text;
    for (const {release, specifier} of this.byVersion.values()) {
      if (specifier !== release.importName) out = out.split(specifier).join(release.importName);
    }
    return out;
  }
}
