/**
 * The SDK names search is held to, in both releases: each ranks its reference entry first, and its
 * typo (one edit away) within the top 3. Checked over the search engine (tests/unit) and in the
 * built site's search dialog (tests/e2e).
 */
export const HELD_NAMES: readonly (readonly [name: string, typo: string])[] = [
  ['signIn', 'signIm'],
  ['signUp', 'sinUp'],
  ['put', 'pit'],
  ['get', 'gwt'],
  ['encryptData', 'encrytData'],
  ['useOpenSecret', 'useOpenSecrte'],
  ['getAttestation', 'getAtestation'],
  ['aiCustomFetch', 'aiCustomFech'],
  ['del', 'dek'],
  ['list', 'lst'],
  ['signOut', 'signOutt'],
  ['hashSecret', 'hashSecre'],
  ['KVListItem', 'KVListIten'],
  ['OpenSecretProvider', 'OpenSecretProvder'],
];
