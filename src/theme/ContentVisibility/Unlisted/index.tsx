// Loads the theme's unlisted-page banner (an admonition with its types and icons) only on a page that shows it, so that other doc pages' chunks do not carry it.
import lazyLeaf from '@site/src/components/LazyLeaf';

export default lazyLeaf(() => import('@theme-original/ContentVisibility/Unlisted'));
