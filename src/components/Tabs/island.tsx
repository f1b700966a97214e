/**
 * Tabs as an island (lib/article-islands.ts). The server renders a tab group inside an element
 * that carries the group's props and its tabs' props as JSON (`islandData`); on a first load the
 * island reads them and each panel's server HTML, and renders the group again with each panel
 * showing that HTML (StaticHtml takes over the islands inside it, such as code blocks).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props as TabsProps} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import TabItem from '@site/src/theme/TabItem';
import {ISLAND_ATTRIBUTE} from '@site/lib/article-islands';
import TabGroup from './TabGroup';

type TabData = Pick<TabItemProps, 'value' | 'label' | 'default' | 'attributes' | 'className'>;

interface IslandData {
  group: Omit<TabsProps, 'children'>;
  tabs: TabData[];
}

const TABS_ISLAND = 'tabs';

/** The JSON a tab group's island element carries. Lazy groups render one panel only: no island. */
export function islandData({children, ...group}: TabsProps): string {
  if (group.lazy) {
    throw new Error(
      'static-article: <Tabs lazy> renders only the chosen panel, so a first load has no HTML for the others',
    );
  }
  const tabs = Children.toArray(children).flatMap((child): TabData[] =>
    isValidElement<TabItemProps>(child)
      ? [
          {
            value: child.props.value,
            label: child.props.label,
            default: child.props.default,
            attributes: child.props.attributes,
            className: child.props.className,
          },
        ]
      : [],
  );
  return JSON.stringify({group, tabs} satisfies IslandData);
}

export function takeOverTabs(host: HTMLElement): ReactNode {
  const data = JSON.parse(host.dataset.tabs ?? 'null') as IslandData | null;
  const panels = Array.from(host.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter(
    (panel) => panel.closest(`[${ISLAND_ATTRIBUTE}="${TABS_ISLAND}"]`) === host,
  );
  if (panels.length !== data?.tabs.length) {
    throw new Error(
      `static-article: a tab group's island has ${panels.length} panels for ${data?.tabs.length ?? 0} tabs`,
    );
  }
  return (
    <TabGroup {...data.group}>
      {data.tabs.map((tab, index) => (
        <TabItem key={tab.value} {...tab} staticHtml={panels[index]?.innerHTML ?? ''} />
      ))}
    </TabGroup>
  );
}
