import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarDocIds} from './plugins/api-reference/expected-pages';
import {GUIDES} from './src/constants';

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
  api: [{type: 'doc', id: 'api/index', label: 'Overview'}, ...apiSidebarDocIds()],
};

export default sidebars;
