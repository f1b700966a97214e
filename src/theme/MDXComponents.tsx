// Wraps the MDX component map to render tables with src/components/ScrollableTable (keyboard-reachable when they scroll sideways); everything else is the theme's.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
