// Fills the classic theme's empty @theme/SearchBar slot (navbar, right end) with our Pagefind search button.
import type {ReactNode} from 'react';
import SearchButton from '@site/src/components/Search/SearchButton';

export default function SearchBar(): ReactNode {
  return <SearchButton />;
}
