/**
 * The theme's Tabs with every tab given an id and an aria-controls naming its panel (the theme
 * ties no tab to its tabpanel, an HTML validator error and a gap for screen readers).
 */
import {cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props as TabsProps} from '@theme/Tabs';
import {TabGroupIdContext, tabAttributes} from '@site/src/components/TabIds';

/** Each TabItem child with the tab attributes the theme spreads onto its tab. */
function withTabIds(children: TabsProps['children'], groupId: string): TabsProps['children'] {
  const items = Array.isArray(children) ? children : [children];
  // Non-elements (the newlines MDX leaves between TabItems) pass through; the theme drops them.
  return items.map((item) =>
    isValidElement(item)
      ? cloneElement(item, {attributes: tabAttributes(groupId, item.props.value, item.props.attributes)})
      : item,
  );
}

export default function TabGroup({children, values, ...props}: TabsProps): ReactNode {
  // Stable from the server render through hydration (the theme remounts its Tabs, not this wrapper).
  const groupId = useId();
  return (
    <TabGroupIdContext value={groupId}>
      <Tabs
        {...props}
        values={values?.map((tab) => ({...tab, attributes: tabAttributes(groupId, tab.value, tab.attributes)}))}>
        {withTabIds(children, groupId)}
      </Tabs>
    </TabGroupIdContext>
  );
}
