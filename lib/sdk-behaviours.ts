/**
 * The SDK behaviours: each states one thing a release's shipped JavaScript does, and is declared
 * once, by its test in `tests/sdk/`: `test('<id>: <title>', run)` under a doc comment of
 * `@backs <page>` tags (tests/sdk/support/behaviour.ts). The id's prefix names the release
 * (./sdk-behaviours/releases.ts), a name without one is a behaviour of each documented release,
 * and the file of the call is the test's. This module reads the declarations from the test
 * files' source (./sdk-behaviours/extract.ts), without importing them, once per process; pages
 * link a statement to its test through the id.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from './walk';
import {SDK_TESTS_DIR, behavioursOfFiles, type SdkBehaviours} from './sdk-behaviours/read';

export type {DocumentedRelease, SdkBehaviour, SdkRelease} from './sdk-behaviours/types';
export {SDK_TESTS_DIR, behavioursOfFiles, type SdkBehaviours};

const SITE_DIR = path.resolve(__dirname, '..');
const bySite = new Map<string, SdkBehaviours>();

/** The behaviours the site's behaviour tests declare, by id, read once per process and site folder. */
export function sdkBehaviours(siteDir: string = SITE_DIR): SdkBehaviours {
  const cached = bySite.get(siteDir);
  if (cached) return cached;
  const folder = path.join(siteDir, SDK_TESTS_DIR);
  const files = walkFiles(folder, {extensions: ['.test.ts', '.test.tsx']}).map((file) => ({
    file: `${SDK_TESTS_DIR}/${file}`,
    text: fs.readFileSync(path.join(folder, file), 'utf8'),
  }));
  const registry = behavioursOfFiles(files);
  bySite.set(siteDir, registry);
  return registry;
}
