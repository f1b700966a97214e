/**
 * Marks its children as the content Pagefind indexes (data-pagefind-body) and records in the
 * index the page's section (filter `kind`), its docs version (filter `version`: the SDK release
 * it documents, e.g. "3.2.0") and its route (meta `route`). Renders no box of its own
 * (display: contents), so the layout it wraps is unchanged.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {kindOfPath} from '@site/lib/search/kind';
import {VERSION_FILTER} from '@site/lib/search/versions';
import {sdkVersionOfPath} from '@site/lib/docs-versions';
import styles from './IndexedContent.module.css';

export default function IndexedContent({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  return (
    <div
      className={styles.contents}
      data-pagefind-body=""
      data-pagefind-filter={`kind:${kindOfPath(pathname)}`}
      data-pagefind-meta={`route:${pathname}`}>
      <span hidden data-pagefind-filter={`${VERSION_FILTER}:${sdkVersionOfPath(pathname)}`} />
      {/* Pagefind would otherwise take the first image after the h1, the footer logo, as the page's image. */}
      <span hidden data-pagefind-meta="image:" />
      <span hidden data-pagefind-meta="image_alt:" />
      {children}
    </div>
  );
}
