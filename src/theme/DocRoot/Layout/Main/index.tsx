// Wraps the docs' main column so Pagefind indexes only the article content (data-pagefind-body).
import type {ReactNode} from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import type MainType from '@theme/DocRoot/Layout/Main';
import type {WrapperProps} from '@docusaurus/types';
import IndexedContent from '@site/src/components/Search/IndexedContent';

type Props = WrapperProps<typeof MainType>;

export default function MainWrapper(props: Props): ReactNode {
  return (
    <IndexedContent>
      <Main {...props} />
    </IndexedContent>
  );
}
