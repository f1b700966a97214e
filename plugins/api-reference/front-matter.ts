/**
 * TypeDoc tweak: gives every generated Markdown page Docusaurus front matter: a short
 * sidebar label (the symbol's name, not "Function: name()"), a description for search
 * engines and link previews, and a title for the reference index.
 */
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {ReflectionKind, type Application, type ProjectReflection, type DeclarationReflection} from 'typedoc';

export type FrontMatter = Record<string, string | number | boolean>;

/** The package release a page documents. */
export interface DocumentedRelease {
  readonly package: string;
  readonly version: string;
}

const KIND_WORDS: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Function]: 'Function',
  [ReflectionKind.TypeAlias]: 'Type alias',
  [ReflectionKind.Variable]: 'Variable',
  [ReflectionKind.Interface]: 'Interface',
};

/** Turns a flat record into a YAML front matter block (values are JSON-quoted strings). */
export function toFrontMatter(data: FrontMatter): string {
  const lines = Object.entries(data).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`,
  );
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** The first sentence of a plain-text summary, or undefined when there is none. */
export function firstSentence(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return (match ? match[1] : flat).slice(0, 240);
}

export function frontMatterFor(
  model: ProjectReflection | DeclarationReflection,
  release: DocumentedRelease,
): FrontMatter {
  const sdk = `${release.package} ${release.version}`;
  if (model.isProject()) {
    return {
      title: 'API reference',
      sidebar_label: 'Overview',
      description: `Every public export of ${sdk}, generated from its type declarations.`,
    };
  }
  const kind = KIND_WORDS[model.kind] ?? ReflectionKind.singularString(model.kind);
  const summary = model.comment?.summary ?? model.signatures?.[0]?.comment?.summary ?? [];
  const text = summary.map((part) => part.text).join('');
  return {
    title: model.name,
    sidebar_label: model.name,
    description: firstSentence(text) ?? `${kind} ${model.name} of ${sdk}.`,
  };
}

export function addFrontMatter(app: Application, release: DocumentedRelease): void {
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model as ProjectReflection | DeclarationReflection;
    page.contents = toFrontMatter(frontMatterFor(model, release)) + (page.contents ?? '');
  });
}
