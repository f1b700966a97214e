/**
 * The ids that tie each tab of a <Tabs> group to its panel: the tab carries `id` and
 * `aria-controls` (its panel's id), the panel carries `id` and `aria-labelledby` (its tab's id).
 */
import {createContext, useContext} from 'react';

export interface TabIds {
  readonly tab: string;
  readonly panel: string;
}

/** The id prefix of the enclosing <Tabs> group (unique on the page); null outside a group. */
export const TabGroupIdContext = createContext<string | null>(null);

/**
 * The ids of the tab with this `value` in the group `groupId`. Values are unique within a
 * group; they are percent-encoded because an id may not contain whitespace.
 */
export function tabIds(groupId: string, value: string): TabIds {
  const key = encodeURIComponent(value);
  return {tab: `${groupId}-tab-${key}`, panel: `${groupId}-panel-${key}`};
}

/** The tab's own attributes merged with its id and the id of the panel it controls. */
export function tabAttributes(
  groupId: string,
  value: string,
  attributes: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const ids = tabIds(groupId, value);
  return {...attributes, id: ids.tab, 'aria-controls': ids.panel};
}

/** The ids of the panel with this `value` and of its tab, or null outside a <Tabs> group. */
export function useTabIds(value: string): TabIds | null {
  const groupId = useContext(TabGroupIdContext);
  return groupId === null ? null : tabIds(groupId, value);
}
