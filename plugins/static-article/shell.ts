/**
 * A doc's content module in the client: what the theme reads from it (front matter, content
 * title, table of contents, metadata, assets) without the article itself. Made from the doc's
 * compiled module (the MDX loader's output after the JS loader): its top-level exports of those
 * names are copied, everything else is left out, and the default export is the doc's article
 * shell (src/components/StaticArticle/shell.tsx): on the page's first load it keeps the server's
 * HTML, otherwise it fetches the page's HTML (the client registry's loader waits for it).
 */
import {Parser, type Node} from 'acorn';

/** The named exports of a doc's content module that the theme reads. */
export const SHELL_EXPORTS = ['frontMatter', 'contentTitle', 'toc', 'metadata', 'assets'] as const;

export const SHELL_RUNTIME = '@site/src/components/StaticArticle/shell';
const METADATA = 'metadata$';

interface Span {
  start: number;
  end: number;
}
type AnyNode = Node & Record<string, unknown>;

/** Value nodes a shell may copy: data only, nothing that names another binding or runs code. */
function isData(node: AnyNode): boolean {
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0;
    case 'UnaryExpression':
      return isData(node.argument as AnyNode);
    case 'ArrayExpression':
      return (node.elements as (AnyNode | null)[]).every((element) => element === null || isData(element));
    case 'ObjectExpression':
      return (node.properties as AnyNode[]).every(
        (property) =>
          property.type === 'Property' &&
          !(property.computed as boolean) &&
          !(property.method as boolean) &&
          isData(property.value as AnyNode),
      );
    case 'Identifier':
      return node.name === 'undefined';
    default:
      return false;
  }
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/**
 * The shell module of the doc at `file`, whose compiled module is `compiled`. Stops with an error
 * naming the file and line when an export the theme reads is not plain data (a table of contents
 * spread from an imported partial, an asset `require`d as a module).
 */
export function articleShellModule(compiled: string, file: string): string {
  let program: AnyNode;
  try {
    program = Parser.parse(compiled, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as AnyNode;
  } catch (error) {
    throw new Error(`static-article: ${file}: cannot read its compiled module: ${(error as Error).message}`);
  }
  const wanted = new Set<string>(SHELL_EXPORTS);
  const values = new Map<string, Span>();
  const exported = new Map<string, string>(); // exported name → local name
  const reexports: string[] = [];
  const slice = (span: Span): string => compiled.slice(span.start, span.end);

  const declare = (declaration: AnyNode, exportAll: boolean): void => {
    if (declaration.type !== 'VariableDeclaration') return;
    for (const declarator of declaration.declarations as AnyNode[]) {
      const id = declarator.id as AnyNode;
      const init = declarator.init as AnyNode | null;
      if (id.type !== 'Identifier' || !init) continue;
      const name = id.name as string;
      values.set(name, init);
      if (exportAll) exported.set(name, name);
    }
  };

  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'VariableDeclaration') declare(statement, false);
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration) {
      declare(statement.declaration as AnyNode, true);
      continue;
    }
    for (const specifier of statement.specifiers as AnyNode[]) {
      const local = (specifier.local as AnyNode).name as string;
      const name = ((specifier.exported as AnyNode).name ?? (specifier.exported as AnyNode).value) as string;
      if (!wanted.has(name)) continue;
      if (statement.source) {
        const source = slice(statement.source as AnyNode);
        reexports.push(`export {${local} as ${name}} from ${source};`);
        if (name === 'metadata') reexports.push(`import {${local} as ${METADATA}} from ${source};`);
      } else {
        exported.set(name, local);
      }
    }
  }

  const lines: string[] = [...reexports];
  for (const name of SHELL_EXPORTS) {
    const local = exported.get(name);
    if (local === undefined) continue;
    const value = values.get(local) as AnyNode | undefined;
    if (!value) {
      throw new Error(`static-article: ${file}: the export "${name}" is not a value declared in the module`);
    }
    if (!isData(value)) {
      throw new Error(
        `static-article: ${file}: compiled line ${lineOf(compiled, value.start)}: the export "${name}" is not plain data (a partial's headings or an imported asset); a doc's first load reads it without the article`,
      );
    }
    lines.push(`export const ${name} = ${slice(value)};`);
  }
  if (!lines.some((line) => line.includes(METADATA))) {
    throw new Error(
      `static-article: ${file}: the compiled module does not re-export its "metadata" file; is it a doc?`,
    );
  }
  lines.push(
    `import {articleShell} from ${JSON.stringify(SHELL_RUNTIME)};`,
    `export default articleShell(${METADATA}.permalink);`,
  );
  return `${lines.join('\n')}\n`;
}
