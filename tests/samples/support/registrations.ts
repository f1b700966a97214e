/**
 * The samples the scenario files register, read from their sources with the TypeScript parser
 * (the files are not run): each `samplesOf(page, title, …)` call whose page and title are string
 * literals or top-level `const`s of the file holding string literals.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Registration {
  readonly page: string;
  readonly title: string;
  /** `file:line` of the call. */
  readonly at: string;
}

/** The registrations of one scenario file; throws naming `file:line` for a call it cannot read. */
export function registrationsOf(file: string, root: string): Registration[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.initializer &&
        ts.isStringLiteralLike(declaration.initializer)
      ) {
        consts.set(declaration.name.text, declaration.initializer.text);
      }
    }
  }
  const found: Registration[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'samplesOf') {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const at = `${path.relative(root, file)}:${line}`;
      const [page, title] = node.arguments.slice(0, 2).map((argument) => {
        if (ts.isStringLiteralLike(argument)) return argument.text;
        if (ts.isIdentifier(argument) && consts.has(argument.text)) return consts.get(argument.text);
        return undefined;
      });
      if (page === undefined || title === undefined) {
        throw new Error(`${at}: samplesOf takes its page and title as string literals or top-level consts`);
      }
      found.push({page, title, at});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
