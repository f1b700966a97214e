/**
 * What each member of a context type sends, read from the release's shipped JavaScript (not from
 * its type declarations or comments): the provider builds the context value as an object literal
 * inside its component function (`{signIn: F, get: k0, …}`); each member's value is followed,
 * through the functions it calls by name, to the calls whose first argument is a URL template
 * starting with the API URL (`` `${apiUrl}/protected/kv/${key}` ``) and whose second argument is
 * the HTTP method (`"GET"`), or to `fetch(`${apiUrl}/…`, {method})` (GET when none is given). The
 * function such a call goes through (the SDK's request helper) is not followed: what it adds on
 * its own (the handshake, a token refresh) is not the member's own request.
 */
import ts from 'typescript';

/** One request a member's code sends: method and URL path, `{…}` for each value filled in. */
export interface MemberRequest {
  readonly method: string;
  readonly path: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** How many named functions deep a member's code is followed. */
const MAX_DEPTH = 4;

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node);

/** The URL path of a template literal `${base}/a/${x}/b?q=${y}`: `/a/{…}/b`; undefined when it is not one. */
export function templatePath(node: ts.Expression): string | undefined {
  if (!ts.isTemplateExpression(node) || node.head.text !== '') return undefined;
  const [first, ...rest] = node.templateSpans;
  if (!first?.literal.text.startsWith('/')) return undefined;
  const path = [first.literal.text, ...rest.map((span) => `{…}${span.literal.text}`)].join('');
  return path.replace(/\?.*$/, '');
}

/** The function a name stands for where it is used: a function declaration, or a constant holding a function (or `useCallback(fn)`). */
function resolveFunction(name: string, from: ts.Node): FunctionLike | undefined {
  for (let scope: ts.Node | undefined = from; scope; scope = scope.parent) {
    const statements = ts.isSourceFile(scope) || ts.isBlock(scope) ? scope.statements : undefined;
    if (!statements) continue;
    for (const statement of statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
        const init = declaration.initializer;
        if (init && isFunctionLike(init)) return init;
        const wrapped = init && ts.isCallExpression(init) ? init.arguments[0] : undefined;
        if (wrapped && isFunctionLike(wrapped)) return wrapped;
        return undefined;
      }
    }
  }
  return undefined;
}

/** The initial value of a variable a name stands for where it is used (`let url = `${base}/v1/x``). */
function variableInit(name: string, from: ts.Node): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = from; scope; scope = scope.parent) {
    const statements = ts.isSourceFile(scope) || ts.isBlock(scope) ? scope.statements : undefined;
    for (const statement of statements ?? []) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

/** The URL path of a request's URL argument: a template, or a variable that starts as one (a query is added later). */
function urlPath(url: ts.Expression | undefined): string | undefined {
  if (!url) return undefined;
  if (ts.isIdentifier(url)) {
    const init = variableInit(url.text, url);
    return init ? templatePath(init) : undefined;
  }
  return templatePath(url);
}

/** The method of a `fetch(url, init)` call: init's `method` string, else GET. */
function fetchMethod(init: ts.Expression | undefined): string | undefined {
  if (!init) return 'GET';
  if (!ts.isObjectLiteralExpression(init)) return undefined;
  for (const property of init.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'method')
      return ts.isStringLiteral(property.initializer) ? property.initializer.text : undefined;
  }
  return 'GET';
}

/** The requests sent by code, following the functions it calls by name (each once). */
function requestsOf(code: ts.Node, seen: Set<ts.Node>, depth: number): MemberRequest[] {
  const found: MemberRequest[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const [url, second] = node.arguments;
      const isFetch = ts.isIdentifier(node.expression) && node.expression.text === 'fetch';
      const method = isFetch
        ? fetchMethod(second)
        : second && ts.isStringLiteral(second) && METHODS.has(second.text)
          ? second.text
          : undefined;
      if (method) {
        // A request: its helper is not followed, whether or not the URL can be read.
        const path = urlPath(url);
        if (path) found.push({method, path});
        node.arguments.forEach(visit);
        return;
      }
      if (ts.isIdentifier(node.expression) && depth < MAX_DEPTH) {
        const callee = resolveFunction(node.expression.text, node);
        if (callee && !seen.has(callee)) {
          seen.add(callee);
          found.push(...requestsOf(callee, seen, depth + 1));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  if (isFunctionLike(code) && code.body) visit(code.body);
  else visit(code);
  return found;
}

/** The provider's context value: the object literal inside a function that has every one of the members. */
function contextValue(source: ts.SourceFile, members: readonly string[]): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (found) return;
    if (inFunction && ts.isObjectLiteralExpression(node)) {
      const names = new Set(node.properties.map((property) => property.name?.getText(source)));
      if (members.every((member) => names.has(member))) {
        found = node;
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || isFunctionLike(node)));
  };
  visit(source, false);
  return found;
}

const unique = (requests: readonly MemberRequest[]): MemberRequest[] => {
  const keys = new Set<string>();
  return requests.filter(({method, path}) => !keys.has(`${method} ${path}`) && Boolean(keys.add(`${method} ${path}`)));
};

/**
 * The requests each member of a context type sends, by member name, read from the shipped
 * JavaScript `code`; throws when no context value with all of `members` is found in it.
 */
export function memberRequests(code: string, members: readonly string[]): Map<string, MemberRequest[]> {
  const source = ts.createSourceFile('sdk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const value = contextValue(source, members);
  if (!value) throw new Error(`no object literal with the members ${members.join(', ')} inside a function`);
  const requests = new Map<string, MemberRequest[]>();
  for (const property of value.properties) {
    const name = property.name?.getText(source);
    if (!name || !members.includes(name)) continue;
    const seen = new Set<ts.Node>();
    let code: ts.Node | undefined;
    if (ts.isShorthandPropertyAssignment(property)) code = resolveFunction(name, property);
    else if (ts.isPropertyAssignment(property)) {
      const init = property.initializer;
      code = ts.isIdentifier(init) ? resolveFunction(init.text, property) : init;
    } else if (ts.isMethodDeclaration(property)) code = property.body;
    if (code) seen.add(code);
    requests.set(name, code ? unique(requestsOf(code, seen, 0)) : []);
  }
  return requests;
}
