/**
 * The note that says which page a docs version lacks. The navbar's version switch (and the 1.1.0
 * banner's link) leads to the same doc in the other version, else to that version's introduction.
 * src/client/navbar-keys.ts notes the link clicked; when it led from a page of one version to the
 * introduction of the other, that introduction names the page left behind, with a link back. Only
 * the introductions load this (src/theme/DocVersionBanner).
 */
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {docsVersionOfPath} from '@site/lib/docs-versions';
import {DOCS_VERSIONS} from '@site/src/constants';
import {MISSING_PAGE_KEY} from './key';

type Switch = [to: string, from: string, title: string];

const isIntroduction = (pathname: string): boolean => DOCS_VERSIONS.some(({docsBase}) => docsBase === pathname);

export default function MissingPageNote(): ReactNode {
  const {pathname} = useLocation();
  const [left, setLeft] = useState<Switch | null>(null);

  useEffect(() => {
    const stored = sessionStorage.getItem(MISSING_PAGE_KEY);
    sessionStorage.removeItem(MISSING_PAGE_KEY);
    const entry = stored ? (JSON.parse(stored) as Switch) : null;
    const fallback =
      entry?.[0] === pathname &&
      !isIntroduction(entry[1]) &&
      docsVersionOfPath(entry[1]) !== docsVersionOfPath(pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read after hydration, in the browser only
    setLeft(fallback ? entry : null);
  }, [pathname]);

  if (!left) return null;
  const [to, from, title] = left;
  return (
    <div className="alert alert--info margin-bottom--md" role="status">
      The {docsVersionOfPath(to)?.sdkVersion} docs have no page “{title}” (<code>{from}</code>), so the version switch
      brought you to their introduction.{' '}
      <Link to={from}>
        Back to “{title}” in the {docsVersionOfPath(from)?.sdkVersion} docs
      </Link>
      .
    </div>
  );
}
