// Replaces TabItem to give its tabpanel an id and aria-labelledby naming its tab; the theme's TabItem renders no id, so no wrapper can tie a tab to it.
// Upstream: @docusaurus/theme-classic@3.7.0 — TabItem's markup and styles.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';
import {useTabIds} from '@site/src/components/TabIds';
import styles from './styles.module.css';

export default function TabItem({children, hidden, className, value}: Props): ReactNode {
  const ids = useTabIds(value);
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}>
      {children}
    </div>
  );
}
