/**
 * The originals of the files a run mutates, copied before the first change to a backup folder
 * with each file's sha256. Restoring writes every copy back and checks the hash; the folder goes
 * only after every file matches. A backup left by a run that did not finish stops the next run
 * until `restoreBackup` has put the originals back. All synchronous, so exit and signal
 * handlers can restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sha256} from './apply';

/** The backup folder of a site, relative to its root (ignored by git). */
export const BACKUP_DIR = '.mutants/backup';
const MANIFEST = 'manifest.json';

interface BackedUpFile {
  /** The original, relative to the site root. */
  readonly file: string;
  /** The copy's name in the backup folder. */
  readonly copy: string;
  readonly sha256: string;
}

const backupPath = (siteDir: string): string => path.join(siteDir, BACKUP_DIR);

/** Whether a backup folder exists, complete or not. */
export const hasBackup = (siteDir: string): boolean => fs.existsSync(backupPath(siteDir));

/** Copies the files (relative to `siteDir`) to the backup folder; refuses if a backup exists. */
export function createBackup(siteDir: string, files: readonly string[]): void {
  const folder = backupPath(siteDir);
  if (fs.existsSync(folder))
    throw new Error(
      `${BACKUP_DIR} exists: a run did not finish and the files it lists may still be mutated. Run \`npm run test:mutants -- --restore\` first.`,
    );
  fs.mkdirSync(folder, {recursive: true});
  const entries: BackedUpFile[] = files.map((file, index) => {
    const bytes = fs.readFileSync(path.join(siteDir, file));
    const copy = `${index}${path.extname(file)}`;
    fs.writeFileSync(path.join(folder, copy), bytes);
    return {file, copy, sha256: sha256(bytes)};
  });
  // The manifest is written last: a folder without one holds no complete backup and no file was changed yet.
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(entries, null, 2)}\n`);
}

function manifest(siteDir: string): readonly BackedUpFile[] {
  return JSON.parse(fs.readFileSync(path.join(backupPath(siteDir), MANIFEST), 'utf8')) as BackedUpFile[];
}

/** The original bytes of a backed-up file. */
export function originalOf(siteDir: string, file: string): Buffer {
  const entry = manifest(siteDir).find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not in the backup`);
  return fs.readFileSync(path.join(backupPath(siteDir), entry.copy));
}

/** Writes one backed-up file's original back, unless it already matches, and checks its sha256. */
export function restoreFile(siteDir: string, file: string): void {
  const entry = manifest(siteDir).find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not in the backup`);
  const target = path.join(siteDir, entry.file);
  if (!fs.existsSync(target) || sha256(fs.readFileSync(target)) !== entry.sha256)
    fs.writeFileSync(target, fs.readFileSync(path.join(backupPath(siteDir), entry.copy)));
  const now = sha256(fs.readFileSync(target));
  if (now !== entry.sha256) throw new Error(`${entry.file}: sha256 ${now} after restoring, not ${entry.sha256}`);
}

/**
 * Restores every backed-up file, checks each sha256, then removes the backup folder. Returns the
 * files restored; a folder without a manifest (a run stopped while copying) is removed.
 */
export function restoreBackup(siteDir: string): readonly string[] {
  const folder = backupPath(siteDir);
  if (!fs.existsSync(folder)) return [];
  const files = fs.existsSync(path.join(folder, MANIFEST)) ? manifest(siteDir).map((entry) => entry.file) : [];
  for (const file of files) restoreFile(siteDir, file);
  fs.rmSync(folder, {recursive: true, force: true});
  return files;
}
