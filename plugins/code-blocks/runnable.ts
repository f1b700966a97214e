/**
 * Which samples the page's runner can preview (src/runner/): a TSX sample with a title whose
 * module exports a component the runner can render as it is, with no props it must be given. A
 * sample is split into the setup the page hides (up to and with its `// ---cut---` line) and the
 * code readers see, which is what the runner shows and lets readers edit.
 */
import ts from 'typescript';

/** Why a sample has no Run control, or the component it renders. */
export type Runnable = {component: string} | {reason: string};

const CUT = /^[\t ]*\/\/\s*---cut---[^\n]*(?:\n|$)/m;

/** The sample split at its cut line: hidden setup and shown code (the whole sample when it has none). */
export function splitHidden(source: string): {hidden: string; code: string} {
  const cut = CUT.exec(source);
  if (!cut) return {hidden: '', code: source};
  const end = cut.index + cut[0].length;
  return {hidden: source.slice(0, end), code: source.slice(end)};
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);
const isExported = (node: ts.Node): boolean => hasModifier(node, ts.SyntaxKind.ExportKeyword);

/** Whether a component's parameters can all be left out: none, or one whose props are all optional. */
function needsNoProps(parameters: ts.NodeArray<ts.ParameterDeclaration>): string | undefined {
  if (parameters.length === 0) return undefined;
  const [props] = parameters;
  if (parameters.length > 1) return 'takes more than one argument';
  if (props.initializer || props.questionToken) return undefined;
  const type = props.type;
  if (type && ts.isTypeLiteralNode(type)) {
    const required = type.members.filter((member) => ts.isPropertySignature(member) && !member.questionToken);
    if (required.length === 0) return undefined;
    const names = required.map((member) => member.name?.getText()).join(', ');
    return `needs props the page gives it no value for (${names})`;
  }
  return 'takes props of a named type';
}

/** The component a TSX sample's runner renders, or why it has none. */
export function runnableComponent(code: string): Runnable {
  const file = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const components: {name: string; problem?: string}[] = [];
  for (const statement of file.statements) {
    if (!isExported(statement) || !ts.isFunctionDeclaration(statement) || !statement.name) continue;
    if (!/^[A-Z]/.test(statement.name.text)) continue;
    // A default export is the module's `default`.
    const name = hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? 'default' : statement.name.text;
    components.push({name, problem: needsNoProps(statement.parameters)});
  }
  if (components.length === 0) return {reason: 'exports no component'};
  const [usable] = components.filter((component) => component.problem === undefined);
  if (usable) return {component: usable.name};
  const [first] = components;
  return {reason: `${first.name === 'default' ? 'its default export' : first.name} ${first.problem ?? ''}`.trim()};
}
