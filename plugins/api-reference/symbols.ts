/**
 * Builds the symbol index of one SDK release (symbol-index.ts) from the converted TypeDoc project: every export
 * and every member of an exported object type or interface (the `OpenSecretContextType`
 * members among them, with the real signatures expand-typeof-members.ts gave them), each with
 * its TypeScript signature, description, parameters and the URL path of its reference page.
 * The plugin writes it into the build; the docs MCP server (mcp/) answers `get_symbol` from it.
 */
import {
  ReflectionKind,
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type ParameterReflection,
  type ProjectReflection,
  type ReflectionType,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import {
  SYMBOL_INDEX_FORMAT,
  type SdkSymbol,
  type SymbolIndex,
  type SymbolKind,
  type SymbolParameter,
} from '../../lib/symbol-index';
import {isContextType, memberPage} from './member-groups';

/** The reference folder of each kind of page (as typedoc-plugin-markdown names them). */
const KIND_DIRS: Partial<Record<ReflectionKind, {dir: string; kind: SymbolKind}>> = {
  [ReflectionKind.Function]: {dir: 'functions', kind: 'function'},
  [ReflectionKind.TypeAlias]: {dir: 'type-aliases', kind: 'type alias'},
  [ReflectionKind.Variable]: {dir: 'variables', kind: 'variable'},
  [ReflectionKind.Interface]: {dir: 'interfaces', kind: 'interface'},
};

/** Markdown of comment display parts (text, code spans, and the text of inline tags such as {@link}). */
const text = (parts: readonly CommentDisplayPart[] | undefined): string =>
  (parts ?? [])
    .map((part) => part.text)
    .join('')
    .trim();

/**
 * The object type a type is, or undefined. Checked by shape, not `instanceof`: a runner that
 * loads TypeDoc twice (tsx loads it as ESM and CommonJS) would fail an instanceof check.
 */
const asReflectionType = (type: SomeType | undefined): ReflectionType | undefined =>
  type?.type === 'reflection' ? type : undefined;

function typeParameters(params: readonly TypeParameterReflection[] | undefined): string {
  if (!params?.length) return '';
  const one = (p: TypeParameterReflection) =>
    `${p.name}${p.type ? ` extends ${typeText(p.type)}` : ''}${p.default ? ` = ${typeText(p.default)}` : ''}`;
  return `<${params.map(one).join(', ')}>`;
}

function parameterText(p: ParameterReflection): string {
  return `${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional ? '?' : ''}: ${typeText(p.type)}`;
}

/** `<T>(a: string, b?: number): R` (separator ': ') or `(a: string) => R` (separator ' => '). */
export function signatureText(signature: SignatureReflection, separator: ': ' | ' => '): string {
  const params = (signature.parameters ?? []).map(parameterText).join(', ');
  return `${typeParameters(signature.typeParameters)}(${params})${separator}${typeText(signature.type)}`;
}

function parametersOf(signature: SignatureReflection | undefined): SymbolParameter[] {
  return (signature?.parameters ?? []).map((p) => ({
    name: p.name,
    type: typeText(p.type),
    optional: p.flags.isOptional || p.flags.isRest || p.defaultValue !== undefined,
    description: text(p.comment?.summary),
  }));
}

function returnsOf(signature: SignatureReflection | undefined): SdkSymbol['returns'] {
  if (!signature) return undefined;
  return {type: typeText(signature.type), description: text(signature.comment?.getTag('@returns')?.content)};
}

const deprecatedOf = (comment: Comment | undefined): string | undefined => {
  const tag = comment?.getTag('@deprecated');
  return tag ? text(tag.content) || 'Deprecated.' : undefined;
};

/**
 * The members of an interface or object type alias, and the anchor prefix of their headings on
 * its page. TypeDoc gives an alias of an object literal its members as children (each gets a
 * heading, anchor `#name`); an alias whose type is an object type (AttestationDocument, see
 * inline-internal-types.ts) has them on that type, listed in a table (anchor `#property-name`).
 */
function membersOf(reflection: DeclarationReflection): {members: DeclarationReflection[]; anchorPrefix: string} {
  if (!reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias)) return {members: [], anchorPrefix: ''};
  const replaced = asReflectionType(reflection.type)?.declaration.children;
  if (replaced) return {members: replaced, anchorPrefix: 'property-'};
  return {members: reflection.children ?? [], anchorPrefix: ''};
}

/** TypeScript text of a type; an object type with methods (which TypeDoc prints as `any`) is printed member by member. */
function typeText(type: SomeType | undefined): string {
  const children = asReflectionType(type)?.declaration.children;
  if (children?.length) return objectText(children);
  return type?.toString() ?? 'any';
}

/** `name?: Type`, or `name(a: A): R` for a method (overloads joined by `; `). */
function memberText(m: DeclarationReflection): string {
  const name = `${m.name}${m.flags.isOptional ? '?' : ''}`;
  return m.signatures?.length
    ? m.signatures.map((s) => `${name}${signatureText(s, ': ')}`).join('; ')
    : `${name}: ${typeText(m.type)}`;
}

/** `{ a: string; b?: number }` from members. */
function objectText(members: readonly DeclarationReflection[]): string {
  return `{ ${members.map(memberText).join('; ')} }`;
}

function memberSymbol(
  owner: DeclarationReflection,
  member: DeclarationReflection,
  pageUrl: string,
  anchorPrefix: string,
): SdkSymbol {
  const callable = asReflectionType(member.type)?.declaration.signatures?.[0] ?? member.signatures?.[0];
  return {
    name: `${owner.name}.${member.name}`,
    kind: 'member',
    parent: owner.name,
    signature: memberText(member),
    description: text(member.comment?.summary ?? callable?.comment?.summary),
    parameters: parametersOf(callable),
    returns: returnsOf(callable),
    deprecated: deprecatedOf(member.comment),
    url: `${pageUrl}#${anchorPrefix}${member.name.toLowerCase()}`,
  };
}

function exportSymbol(reflection: DeclarationReflection, kind: SymbolKind, url: string): SdkSymbol {
  const first = reflection.signatures?.[0];
  const tp = typeParameters(reflection.typeParameters);
  const signature =
    kind === 'function'
      ? (reflection.signatures ?? []).map((s) => `function ${reflection.name}${signatureText(s, ': ')}`).join(';\n')
      : kind === 'type alias'
        ? `type ${reflection.name}${tp} = ${reflection.type ? typeText(reflection.type) : objectText(reflection.children ?? [])}`
        : kind === 'interface'
          ? `interface ${reflection.name}${tp} ${objectText(reflection.children ?? [])}`
          : `const ${reflection.name}: ${typeText(reflection.type)}`;
  const callable = first ?? asReflectionType(reflection.type)?.declaration.signatures?.[0];
  return {
    name: reflection.name,
    kind,
    signature,
    description: text(reflection.comment?.summary ?? first?.comment?.summary),
    parameters: parametersOf(callable),
    returns: kind === 'function' ? returnsOf(callable) : undefined,
    deprecated: deprecatedOf(reflection.comment ?? first?.comment),
    url,
  };
}

export function extractSymbols(
  project: ProjectReflection,
  release: {package: string; version: string; apiRoot: string; memberPages?: boolean},
): SymbolIndex {
  const apiRoot = release.apiRoot.endsWith('/') ? release.apiRoot : `${release.apiRoot}/`;
  const symbols: SdkSymbol[] = [];
  for (const reflection of project.children ?? []) {
    const page = KIND_DIRS[reflection.kind];
    if (!page) continue;
    const url = `${apiRoot}${page.dir}/${reflection.name}`;
    symbols.push(exportSymbol(reflection, page.kind, url));
    const {members, anchorPrefix} = membersOf(reflection);
    for (const member of members) {
      const symbol = memberSymbol(reflection, member, url, anchorPrefix);
      // A context type's member with a page of its own (member-reference.ts) links to that page.
      if (release.memberPages && isContextType(reflection.name))
        symbol.url = `${apiRoot}${memberPage(reflection.name, member.name)}`;
      symbols.push(symbol);
    }
  }
  symbols.sort((a, b) => a.name.localeCompare(b.name));
  return {
    format: SYMBOL_INDEX_FORMAT,
    package: release.package,
    version: release.version,
    docsRoot: apiRoot.replace(/[^/]+\/$/, ''),
    apiRoot,
    symbols,
  };
}
