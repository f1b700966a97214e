/**
 * The preview frame's page, one per SDK release (`/runner/<release>.html`): a sandboxed document
 * that loads its release's bundle and nothing else, under the frames' policy (lib/csp.ts, which
 * nginx sends as a header too): no connection at all, the stand-in answers inside the frame.
 */
import {RUNNER_FRAME_POLICY} from '../../lib/csp';

/**
 * The frame page of a release whose bundle is at `script` (a URL path); `packages` names the
 * bundles of the packages the frame loads on demand.
 */
export function framePage(release: string, script: string, style: string, packages: Record<string, string>): string {
  const offered = JSON.stringify(packages).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    '<!doctype html>',
    `<html lang="en" data-packages="${offered}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${RUNNER_FRAME_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Sample preview, @opensecret/react ${release}</title>`,
    `<link rel="stylesheet" href="${style}">`,
    `<script src="${script}" defer></script>`,
    '</head>',
    '<body>',
    '<main id="preview"></main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
