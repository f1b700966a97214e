/**
 * The preview frame's page, one per SDK release (`/runner/<release>.html`): a sandboxed document
 * that loads its release's bundle and nothing else. Its policy allows the bundle (same origin),
 * the evaluation of the reader's compiled sample, inline styles of the sample's elements, and no
 * connection at all: the stand-in answers inside the frame.
 */

/** The frame's Content-Security-Policy (its meta element; nginx sends the same header for /runner/). */
export const FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  'img-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

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
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`,
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
