// Wraps Tabs: gives every tab an id and an aria-controls naming its panel (TabGroup), and marks the group as an island so a first load's static article can take it over.
import type {ReactNode} from 'react';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {ISLAND_ATTRIBUTE} from '@site/lib/article-islands';
import TabGroup from '@site/src/components/Tabs/TabGroup';
import {islandData} from '@site/src/components/Tabs/island';
import styles from '@site/src/components/StaticArticle/styles.module.css';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.island} {...{[ISLAND_ATTRIBUTE]: 'tabs'}} data-tabs={islandData(props)}>
      <TabGroup {...props} />
    </div>
  );
}
