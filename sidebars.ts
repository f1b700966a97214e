import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {currentDocsRelease, indexDocId, sidebarDocIds} from './plugins/api-reference/releases';
import {GUIDES} from './src/constants';

const apiRelease = currentDocsRelease();

const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'index', label: 'Introduction'},
    {type: 'doc', id: 'registration', label: 'Registration'},
    {
      type: 'category',
      label: 'Guides',
      collapsible: true,
      collapsed: false,
      items: GUIDES.map((guide) => `guides/${guide}`),
    },
  ],
  api: [{type: 'doc', id: indexDocId(apiRelease), label: 'Overview'}, ...sidebarDocIds(apiRelease)],
};

export default sidebars;
