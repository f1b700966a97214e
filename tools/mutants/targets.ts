/**
 * What a mutant points at: the release's shipped file it changes, and the section of that
 * version's security page whose statement it tests (both versions' pages use these headings).
 */
export const V3 = {release: '3.2.0', file: 'node_modules/@opensecret/react/dist/opensecret-react.es.js'} as const;
export const V1 = {release: '1.1.0', file: 'node_modules/opensecret-react-1.1.0/dist/opensecret-react.es.js'} as const;

export const SECTIONS = {
  checks: 'What the attestation check verifies',
  leftOut: 'What the check leaves out',
  handshake: 'The handshake',
  encrypted: 'What is encrypted',
  clear: 'What is not encrypted',
  storage: 'Where tokens, keys and the session live',
  console: 'What the SDK writes to the console',
  resent: 'Requests the SDK sends again',
  shared: 'What providers and API URLs share',
  server: 'What only the server decides',
} as const;
