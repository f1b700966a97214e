/**
 * The sidebars of the current docs version (docs/, 3.x). Older versions keep theirs in
 * versioned_sidebars/ as JSON.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems, currentDocsRelease, indexDocId} from './plugins/api-reference/releases';
import {LATEST_DOCS} from './src/constants';

const apiRelease = currentDocsRelease();

const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'index', label: 'Introduction'},
    {type: 'doc', id: 'registration', label: 'Registration'},
    {type: 'doc', id: 'security', label: 'Security model'},
    {type: 'doc', id: 'migration', label: 'Migrating from 1.1.0'},
    {type: 'doc', id: 'ai-editors', label: 'Docs in your editor'},
    {
      type: 'category',
      label: 'Guides',
      collapsible: true,
      collapsed: false,
      items: LATEST_DOCS.guides.map((guide) => `guides/${guide}`),
    },
  ],
  api: [
    {type: 'doc', id: indexDocId(apiRelease), label: 'Overview'},
    {type: 'doc', id: 'api-changes', label: 'Changes since 1.1.0'},
    ...apiSidebarItems(apiRelease),
  ],
};

export default sidebars;
