/**
 * Docusaurus plugin: the sample runner's preview frames. For each SDK release the samples compile
 * against, it bundles the frame (bundle.ts) and writes its page, `/runner/<release>.html`
 * (frame-html.ts), into a folder of its own that the site serves as static files (RUNNER_STATIC
 * in docusaurus.config.ts's `staticDirectories`), under `docusaurus start` and in a build alike.
 * Nothing of it is in any page's first load: a page's runner opens a frame when the reader
 * presses Run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {knownReleases, SAMPLES_CONFIG} from '../../lib/samples';
import {RUNNER_ASSETS, RUNNER_PATH} from '../../src/constants';
import {pluginLogger} from '../logger';
import {bundleScript, copyStyle, frameEntry} from './bundle';
import {framePage} from './frame-html';

/** The folder, relative to the site, the frames are written to and served from. */
export const RUNNER_STATIC = '.docusaurus-runner';

const log = pluginLogger('runner-frame');

/** The packages samples import that the frame loads only for a run that needs them (src/runner/frame/packages/). */
export const LAZY_PACKAGES = ['openai'] as const;

export default function runnerFramePlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  const root = path.join(siteDir, RUNNER_STATIC);
  // The folder must exist when the bundler's static copy is set up, before the content loads.
  fs.mkdirSync(root, {recursive: true});
  return {
    name: 'runner-frame',
    async loadContent() {
      const started = Date.now();
      const assets = path.join(root, RUNNER_ASSETS);
      const pages = path.join(root, RUNNER_PATH);
      fs.rmSync(assets, {recursive: true, force: true});
      fs.rmSync(pages, {recursive: true, force: true});
      fs.mkdirSync(pages, {recursive: true});
      const style = copyStyle(path.join(siteDir, 'src/runner/frame/frame.css'), assets);
      const bootModule = path.join(siteDir, 'src/runner/frame/boot.tsx');
      const url = (file: string): string => `${baseUrl}${RUNNER_ASSETS}/${file}`;
      const [packages, frames] = await Promise.all([
        Promise.all(
          LAZY_PACKAGES.map((name) =>
            bundleScript(
              siteDir,
              name,
              `import ${JSON.stringify(path.join(siteDir, `src/runner/frame/packages/${name}.ts`))};`,
              `package-${name}`,
              assets,
            ),
          ),
        ),
        Promise.all(
          [...knownReleases(SAMPLES_CONFIG).values()].map((release) =>
            bundleScript(
              siteDir,
              release.version,
              frameEntry(release.version, path.join(siteDir, release.directory), bootModule),
              `frame-${release.version}`,
              assets,
            ),
          ),
        ),
      ]);
      const offered = Object.fromEntries(packages.map((bundle) => [bundle.name, url(bundle.file)]));
      for (const frame of frames) {
        fs.writeFileSync(
          path.join(pages, `${frame.name}.html`),
          framePage(frame.name, url(frame.file), url(style), offered),
        );
      }
      const sizes = [...frames, ...packages]
        .map((bundle) => `${bundle.name} ${Math.round(bundle.bytes / 1024)} KiB`)
        .join(', ');
      log.info(`Bundled the preview frames (${sizes}, minified) in ${Date.now() - started} ms.`);
    },
  };
}
