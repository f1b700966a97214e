// Replaces TabItem to give its tabpanel an id and aria-labelledby naming its tab; the theme's TabItem renders no id, so no wrapper can tie a tab to it. A panel of a first load's static article shows its server HTML (src/components/Tabs/island.tsx).
// Upstream: @docusaurus/theme-classic@3.7.0 — TabItem's markup and styles.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/TabItem';
import {useTabIds} from '@site/src/components/TabIds';
import StaticHtml from '@site/src/components/StaticArticle/StaticHtml';
import styles from './styles.module.css';

interface Props extends Omit<ThemeProps, 'children'> {
  children?: ReactNode;
  /** The panel's content as server HTML, in place of `children`. */
  staticHtml?: string;
}

export default function TabItem({children, hidden, className, value, staticHtml}: Props): ReactNode {
  const ids = useTabIds(value);
  const panel = {
    role: 'tabpanel',
    id: ids?.panel,
    'aria-labelledby': ids?.tab,
    className: clsx(styles.tabItem, className),
    hidden,
  };
  if (staticHtml !== undefined) return <StaticHtml {...panel} html={staticHtml} />;
  return <div {...panel}>{children}</div>;
}
