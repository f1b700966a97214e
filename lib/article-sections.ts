/**
 * The sections of a long article, as the build writes them (plugins/article-sections) and the
 * page's scripts find them (src/client/fragment-sections.ts, and the inline head script of
 * plugins/fragment-landing): their classes, and how a jump to a fragment renders the deferred ones
 * before it.
 */

/** Every group of a sectioned article. */
export const SECTION_CLASS = 'article-section';
/** A group whose rendering waits until it nears the viewport (src/css/article-sections.css). */
export const DEFERRED_CLASS = 'article-section--deferred';
/** Renders a deferred section while a jump to a fragment below it lands (src/css/article-sections.css). */
export const SHOWN_CLASS = 'article-section--shown';
/** The custom properties that hold a deferred section's estimated height, in px. */
export const SIZE_PROPERTIES = {phone: '--article-section-phone', desktop: '--article-section-desktop'} as const;

/**
 * Renders the deferred sections that hold the element `hash` (`#id`, percent-encoded or not)
 * names, or come before it, until the second frame from now, and returns that element; null when
 * there is no such element or no such section. The browser places a skipped section at its
 * estimated height; once the sections before a target render at their real heights, the target is
 * elsewhere, so the caller scrolls it into view again after this. Each section then keeps the
 * height it rendered at (`contain-intrinsic-block-size: auto`) when it is skipped again.
 *
 * Self-contained (no reference outside its body): the inline head script is its source text.
 */
export function renderSectionsThrough(
  doc: Document,
  hash: string,
  deferredClass: string,
  shownClass: string,
): HTMLElement | null {
  if (hash.length < 2) return null;
  const id = hash.slice(1);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  const target = doc.getElementById(decoded) ?? doc.getElementById(id);
  if (!target) return null;
  const sections = Array.prototype.filter.call(
    doc.getElementsByClassName(deferredClass),
    (section: Element) =>
      section.contains(target) || Boolean(section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
  ) as Element[];
  if (sections.length === 0) return null;
  for (const section of sections) section.classList.add(shownClass);
  const view = doc.defaultView;
  const done = (): void => {
    for (const section of sections) section.classList.remove(shownClass);
  };
  if (view) view.requestAnimationFrame(() => view.requestAnimationFrame(done));
  else done();
  return target;
}
