/**
 * TypeDoc tweak for object types with many members (the SDK's context types: 82 members in
 * 3.2.0, 41 in 1.1.0), whose pages were the heaviest of the site. Out of the box such a page
 * opens with the whole type as one code block, repeating every member's signature that the
 * member's own section shows again; here it opens with an index of the members instead, each
 * linking to its section. Inside the member sections, the labels under each member (Parameters,
 * Returns, Throws…) stay h4 headings but are written as plain `<h4>` elements, so Docusaurus
 * gives them no anchor, no "direct link" and no table-of-contents entry: hundreds of anchors
 * named `returns-37` that nothing links to. Every member keeps its own heading and anchor.
 */
import {createSlugger} from '@docusaurus/utils';
import {MarkdownPageEvent, type MarkdownRenderer} from 'typedoc-plugin-markdown';
import {ReflectionKind, type Application, type DeclarationReflection} from 'typedoc';

/** An object type with at least this many members gets a member index instead of its full declaration. */
export const MEMBER_INDEX_MIN_MEMBERS = 20;

/** True for a type alias of an object type with MEMBER_INDEX_MIN_MEMBERS members or more. */
export function hasMemberIndex(model: unknown): model is DeclarationReflection {
  const reflection = model as Partial<DeclarationReflection> | undefined;
  return (
    typeof reflection?.kindOf === 'function' &&
    reflection.kindOf(ReflectionKind.TypeAlias) &&
    (reflection.children?.length ?? 0) >= MEMBER_INDEX_MIN_MEMBERS
  );
}

/**
 * The index: one sentence, then every member's heading text linked to the anchor Docusaurus
 * gives that heading (github-slugger, as `@docusaurus/utils` slugs headings).
 */
export function memberIndex(titles: readonly string[]): string {
  const slugger = createSlugger();
  const links = titles.map((title) => `[\`${title}\`](#${slugger.slug(title)})`);
  return `An object type with ${titles.length} members, each documented below with its signature: ${links.join(', ')}.`;
}

/** A Markdown heading line of level 4 or deeper whose text is plain words (what TypeDoc writes). */
const SUBHEADING = /^(#{4,6}) ([A-Za-z][\w ?.-]*)$/;

/** Rewrites h4–h6 Markdown headings outside code fences as plain JSX heading elements. */
export function plainSubheadings(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) {
        fence = fence ? undefined : marker;
        return line;
      }
      const match = fence ? null : SUBHEADING.exec(line);
      return match ? `<h${match[1].length}>${match[2]}</h${match[1].length}>` : line;
    })
    .join('\n');
}

/** The text of a member's heading as Docusaurus reads it (typedoc-plugin-markdown's memberTitle, unformatted). */
export function memberHeadingText(member: DeclarationReflection): string {
  return `${member.name}${member.signatures?.length ? '()' : ''}${member.flags.isOptional ? '?' : ''}`;
}

/** Markdown that is only a type: code spans, escaped brackets and punctuation, no link and no words. */
const isBareType = (markdown: string): boolean =>
  !markdown.includes('](') && /^[\s\\<>{}[\]()|,;:&?.=*]*$/.test(markdown.replace(/`[^`\n]*`/g, ''));

/**
 * Drops the Parameters tables and Returns paragraphs of member sections that only repeat the
 * member's signature, shown just above them: a table without descriptions whose types link
 * nowhere, a return type that links nowhere and has no description.
 */
export function dropRepeatedSignatureDetails(markdown: string): string {
  return markdown
    .replace(
      /<h4>Parameters<\/h4>\n\n\| Parameter \| Type \|\n\|[ -]+\|[ -]+\|\n((?:\|[^\n]*\|\n)+)\n/g,
      (table: string, rows: string) => (rows.includes('](') ? table : ''),
    )
    .replace(/<h4>Returns<\/h4>\n\n((?:[^\n]+\n)+)\n(?=<h4>|\*\*\*\n|#|$)/g, (section: string, paragraph: string) =>
      isBareType(paragraph) ? '' : section,
    );
}

/**
 * Gives long object types their member index (patching the page's theme context when a page
 * begins, before the declaration is rendered) and plain sub-headings (once the page is written).
 */
export function addMemberIndex(app: Application): void {
  const renderer = app.renderer as MarkdownRenderer;
  renderer.markdownHooks.on('page.begin', (context) => {
    if (!hasMemberIndex(context.page.model)) return '';
    const {partials} = context;
    context.partials = {
      ...partials,
      declarationTitle: (model) =>
        hasMemberIndex(model)
          ? memberIndex((model.children ?? []).map(memberHeadingText))
          : partials.declarationTitle(model),
    };
    return '';
  });
  renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents !== undefined && hasMemberIndex(page.model))
      page.contents = dropRepeatedSignatureDetails(plainSubheadings(page.contents));
  });
}
