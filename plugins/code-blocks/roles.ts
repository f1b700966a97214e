/**
 * Which TextMate scopes take which colour role (lib/code-tokens.ts). Shiki matches scopes as VS
 * Code themes do (the most specific selector wins); the colours of the roles are CSS variables
 * of src/css/custom.css (`--os-code-<role>`, one value per colour mode), so switching mode
 * repaints code with CSS alone. The theme Shiki runs with gives each role a marker colour, which
 * names the role of every token it returns.
 */
import type {ThemeRegistration} from 'shiki';
import type {CodeRole} from '../../lib/code-tokens';

/** Scopes of each role; a scope not listed (identifiers, parameters…) is plain text. */
export const ROLE_SCOPES: Readonly<Record<CodeRole, readonly string[]>> = {
  // Shell arguments are words, not strings.
  x: ['string.unquoted.argument'],
  c: ['comment', 'punctuation.definition.comment', 'string.comment'],
  p: [
    'punctuation',
    'meta.brace',
    'keyword.operator.type.annotation',
    'punctuation.definition.tag',
    'punctuation.section.embedded',
  ],
  o: ['keyword.operator', 'storage.type.function.arrow', 'keyword.operator.optional', 'keyword.operator.spread'],
  k: [
    'keyword',
    'storage',
    'variable.language',
    'keyword.operator.new',
    'keyword.operator.expression',
    'keyword.control',
    'markup.heading',
    'entity.name.section',
    'punctuation.definition.heading',
  ],
  s: ['string', 'punctuation.definition.string', 'markup.inline.raw', 'markup.inserted'],
  n: [
    'constant',
    'constant.numeric',
    'constant.language',
    'constant.character',
    'constant.other',
    'support.constant',
    'string.regexp',
  ],
  f: ['entity.name.function', 'support.function', 'entity.name.command', 'markup.underline.link', 'string.other.link'],
  t: [
    'entity.name.type',
    'entity.name.class',
    'entity.name.namespace',
    'entity.other.inherited-class',
    'support.type',
    'support.class',
    'support.class.component',
    'support.type.primitive',
  ],
  g: ['entity.name.tag'],
  a: [
    'entity.other.attribute-name',
    'variable.other.property',
    'variable.other.object.property',
    'variable.object.property',
    'support.variable.property',
    'meta.object-literal.key',
    'support.type.property-name',
  ],
  d: ['markup.deleted'],
  b: ['markup.bold'],
  i: ['markup.italic'],
};

const ROLES = Object.keys(ROLE_SCOPES) as CodeRole[];

/** The marker colour of a role: #0000<nn>, nn its position in ROLE_SCOPES (plain text, first, is the foreground). */
const marker = (index: number): string => `#0000${index.toString(16).padStart(2, '0')}`;

export const ROLE_THEME_NAME = 'opensecret-roles';

/** The theme Shiki highlights with: each role's scopes in the role's marker colour. */
export const ROLE_THEME: ThemeRegistration = {
  name: ROLE_THEME_NAME,
  type: 'light',
  colors: {'editor.foreground': '#000000', 'editor.background': '#ffffff'},
  tokenColors: ROLES.map((role, index) => ({scope: [...ROLE_SCOPES[role]], settings: {foreground: marker(index)}})),
};

const BY_MARKER = new Map<string, CodeRole>(ROLES.map((role, index) => [marker(index), role]));

/** The role a token's colour names (plain for the theme's foreground). */
export function roleOfColour(colour: string | undefined): CodeRole {
  if (!colour) return 'x';
  const role = BY_MARKER.get(colour.toLowerCase());
  if (role) return role;
  throw new Error(`code-blocks: Shiki returned ${colour}, which is no role's colour`);
}
