// Wraps DocVersionBanner to add, on a version's introduction reached by a version switch from a page that version lacks, a note naming that page (src/components/MissingPageNote, loaded on the introductions only).
import type {ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {DOCS_VERSIONS} from '@site/src/constants';
import lazyLeaf from '@site/src/components/LazyLeaf';

type Props = WrapperProps<typeof DocVersionBannerType>;

const MissingPageNote = lazyLeaf(
  () => import(/* webpackChunkName: "missing-page" */ '@site/src/components/MissingPageNote'),
);

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <DocVersionBanner {...props} />
      {DOCS_VERSIONS.some(({docsBase}) => docsBase === pathname) && <MissingPageNote />}
    </>
  );
}
