/**
 * TypeDoc tweak: members declared as `typeof api.fetchGet` (a query of a function or constant
 * the package does not export) render out of the box as a bare `typeof api.fetchGet` with no
 * signature. This gives each such member the queried value's real type, so its page shows the
 * parameters and return type, with the member's own `@param` descriptions on them, and drops
 * what the member's comment and the queried function's comment both say (shown once).
 */
import {
  Comment,
  Converter,
  ReflectionKind,
  type ReflectionType,
  type Application,
  type CommentDisplayPart,
  type CommentTag,
  type Context,
  type DeclarationReflection,
} from 'typedoc';
import ts from 'typescript';

/** The declared type node of a property or variable when it is a `typeof x` query. */
export function declaredTypeQuery(declaration: ts.Declaration | undefined): ts.TypeQueryNode | undefined {
  if (!declaration) return undefined;
  if (!(
    ts.isPropertySignature(declaration) ||
    ts.isPropertyDeclaration(declaration) ||
    ts.isVariableDeclaration(declaration)
  )) {
    return undefined;
  }
  return declaration.type && ts.isTypeQueryNode(declaration.type) ? declaration.type : undefined;
}

export function expandTypeofMembers(app: Application): {expanded: string[]} {
  const expanded: string[] = [];
  const replacements = new Map<DeclarationReflection, ReturnType<Context['converter']['convertType']>>();

  // The checker is only available while a source file is being converted, so the real type is
  // computed when the member is created and swapped in once the converter has set its own.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (!symbol || !declaredTypeQuery(symbol.valueDeclaration)) return;
    const type = context.converter.convertType(context.withScope(reflection), context.checker.getTypeOfSymbol(symbol));
    replacements.set(reflection, type);
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [reflection, type] of replacements) {
      if (reflection.type?.type !== 'query') continue;
      reflection.type = type;
      // By its tag, not `instanceof`: a loader may give this module another copy of TypeDoc's classes.
      if (type?.type === 'reflection') {
        copyParamDescriptions(reflection, type);
        dropRepeatedComments(reflection, type);
      }
      expanded.push(reflection.getFriendlyFullName());
    }
    replacements.clear();
  });

  return {expanded};
}

/** Gives the member's `@param` descriptions to the parameters of its expanded signature(s). */
export function copyParamDescriptions(owner: DeclarationReflection, type: ReflectionType): void {
  const ownerComment = owner.comment;
  if (!ownerComment) return;
  const tags = ownerComment.blockTags.filter((tag) => tag.tag === '@param');
  for (const signature of type.declaration.signatures ?? []) {
    for (const parameter of signature.parameters ?? []) {
      const tag = tags.find((candidate) => candidate.name === parameter.name);
      if (!tag || parameter.comment?.summary.length) continue;
      const comment = ownerComment.clone();
      comment.summary = tag.content.map((part) => ({...part}));
      comment.blockTags = [];
      comment.modifierTags = new Set();
      parameter.comment = comment;
    }
  }
}

const textOf = (parts: readonly CommentDisplayPart[] | undefined): string =>
  Comment.combineDisplayParts(parts ?? []).trim();

/**
 * The member's comment and its expanded signature's comment (the queried function's own) often
 * say the same things: the page would show the summary twice, and the member's `@param` and
 * `@returns` tags again below the parameters table and the Returns section that already show
 * them. Drops the repeats: the signature's summary when it equals the member's, and the member's
 * `@param`/`@returns` tags whose text its signature(s) already show.
 */
export function dropRepeatedComments(owner: DeclarationReflection, type: ReflectionType): void {
  const ownerComment = owner.comment;
  if (!ownerComment) return;
  const signatures = type.declaration.signatures ?? [];
  const shown = (tag: CommentTag): boolean =>
    signatures.some((signature) =>
      tag.tag === '@param'
        ? (signature.parameters ?? []).some(
            (parameter) => parameter.name === tag.name && textOf(parameter.comment?.summary) === textOf(tag.content),
          )
        : textOf(signature.comment?.getTag('@returns')?.content) === textOf(tag.content),
    );
  ownerComment.blockTags = ownerComment.blockTags.filter(
    (tag) => !((tag.tag === '@param' || tag.tag === '@returns') && shown(tag)),
  );
  const summary = textOf(ownerComment.summary);
  for (const signature of signatures) {
    if (!signature.comment || !summary || textOf(signature.comment.summary) !== summary) continue;
    signature.comment = signature.comment.clone();
    signature.comment.summary = [];
  }
}
