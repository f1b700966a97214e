/**
 * TypeDoc tweak: two exports are typed by things the package does not export, so out of the
 * box their pages show only a name. `apiConfig` is an instance of the internal
 * `ApiConfigService` class: references to it are inlined, so its page lists the service's
 * methods. `AttestationDocument` is `z.infer<typeof AttestationDocumentSchema>`: it is replaced
 * by the object type zod infers, so its page lists the document's fields.
 */
import {
  Converter,
  ReflectionKind,
  type Application,
  type Context,
  type DeclarationReflection,
  type SomeType,
} from 'typedoc';
import ts from 'typescript';

/** Internal types whose structure is shown wherever an export refers to them. */
export const INLINED_INTERNAL_TYPES = ['ApiConfigService'] as const;

/** True for a type alias declared as `z.infer<…>` (or `zod.infer<…>`). */
export function isZodInferAlias(declaration: ts.Declaration | undefined): boolean {
  if (!declaration || !ts.isTypeAliasDeclaration(declaration)) return false;
  const {type} = declaration;
  return ts.isTypeReferenceNode(type) && ts.isQualifiedName(type.typeName) && type.typeName.right.text === 'infer';
}

export function inlineInternalTypes(app: Application): {inlined: string[]} {
  const inlined: string[] = [];
  const replacements = new Map<DeclarationReflection, SomeType>();

  app.converter.on(Converter.EVENT_BEGIN, (context: Context) => {
    for (const name of INLINED_INTERNAL_TYPES) context.inlineType.add(name);
  });

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.TypeAlias)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (!symbol || !isZodInferAlias(symbol.declarations?.[0])) return;
    const resolved = context.checker.getDeclaredTypeOfSymbol(symbol);
    replacements.set(reflection, context.converter.convertType(context.withScope(reflection), resolved));
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [reflection, type] of replacements) {
      reflection.type = type;
      inlined.push(reflection.name);
    }
    replacements.clear();
  });

  return {inlined};
}
