/**
 * A part of the page's frame (navbar, doc sidebar, table of contents, breadcrumbs, version badge,
 * footer, announcement bar) as a Suspense boundary of its own. The server renders it in full
 * (Docusaurus writes a page's HTML once every boundary is ready), and in the browser React leaves
 * it out of the shell's hydration and hydrates it in a render and commit of its own afterwards; a
 * click that lands on it first makes React hydrate it at once and then handle the click.
 *
 * The boundary is memoised: a parent that renders again with the same props (the docs layout when
 * the window size is known, say) must not hand the boundary new props, which would make React
 * hydrate it at once, in the parent's render.
 */
import {memo, Suspense, type ComponentType, type ReactNode} from 'react';

export default function framePart<Props extends object>(
  Part: ComponentType<Props>,
  name: string,
): ComponentType<Props> {
  function FramePart(props: Props): ReactNode {
    // No fallback: during hydration the server's HTML stays until the part hydrates, and the
    // parts load nothing on demand, so a client render never shows it.
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  FramePart.displayName = `FramePart(${name})`;
  return memo(FramePart);
}
