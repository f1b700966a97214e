/**
 * Marks its children as the content Pagefind indexes (data-pagefind-body) and records the
 * page's section (filter `kind`) and route (meta `route`) in the index. Renders no box of its
 * own (display: contents), so the layout it wraps is unchanged.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {kindOfPath} from '@site/lib/search/kind';
import styles from './IndexedContent.module.css';

export default function IndexedContent({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  return (
    <div
      className={styles.contents}
      data-pagefind-body=""
      data-pagefind-filter={`kind:${kindOfPath(pathname)}`}
      data-pagefind-meta={`route:${pathname}`}>
      {/* Pagefind would otherwise take the first image after the h1, the footer logo, as the page's image. */}
      <span hidden data-pagefind-meta="image:" />
      <span hidden data-pagefind-meta="image_alt:" />
      {children}
    </div>
  );
}
