/**
 * The names of the colour roles of highlighted code (lib/code-tokens.ts has their letters): each
 * role `r` has the class `.r` in src/components/CodeBlock/styles.module.css, coloured by
 * `--os-code-<name>` of src/css/custom.css in each colour mode (bold and italic are plain text in
 * another weight or style). The build (plugins/code-blocks/roles.ts) gives roles their scopes.
 */
import type {CodeRole} from '../../lib/code-tokens';

export const CODE_ROLES: Readonly<Record<CodeRole, string>> = {
  x: 'plain',
  c: 'comment',
  p: 'punctuation',
  o: 'operator',
  k: 'keyword',
  s: 'string',
  n: 'constant',
  f: 'function',
  t: 'type',
  g: 'tag',
  a: 'property',
  d: 'deleted',
  b: 'bold',
  i: 'italic',
};
