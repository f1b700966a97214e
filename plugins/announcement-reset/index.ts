/**
 * Docusaurus plugin: the theme's inline script hides the announcement bar before first paint
 * when it was dismissed, without looking at the bar's id; the new id resets the dismissal only
 * after hydration, so a new announcement stays hidden until the next page load. This head
 * script runs first and clears a dismissal that was made for another id.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export function announcementResetScript(id: string, namespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${namespace}`);
  const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${namespace}`);
  return (
    `(function(){try{if(localStorage.getItem(${idKey})!==${JSON.stringify(id)})` +
    `localStorage.setItem(${dismissKey},'false');}catch(e){}})();`
  );
}

export default function announcementResetPlugin(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  return {
    name: 'announcement-reset',
    injectHtmlTags: () =>
      id
        ? {headTags: [{tagName: 'script', innerHTML: announcementResetScript(id, context.siteStorage.namespace)}]}
        : {},
  };
}
