// Wraps (does not eject) DocBreadcrumbs to put "Copy page" and "View as Markdown" beside the breadcrumbs of every doc page, all in a Suspense boundary of their own (src/components/FramePart) that React hydrates after the page's shell, in its own commit, and to hold the first paint until that row is parsed.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import PageActions, {PAGE_ACTIONS_END_ID} from '@site/src/components/PageActions';
import framePart from '@site/src/components/FramePart';
import {markdownPathFor} from '@site/lib/markdown-path';

/** The permalink of the doc being viewed; undefined on a generated category index (no Markdown copy). */
function useDocPermalink(): string | undefined {
  const plugin = useActivePlugin();
  const {activeDoc} = useActiveDocContext(plugin?.pluginId);
  // Generated index pages are listed with their slug (leading slash) as id; docs never are.
  return activeDoc && !activeDoc.id.startsWith('/') ? activeDoc.path : undefined;
}

function DocBreadcrumbsWithActions(props: object): ReactNode {
  const permalink = useDocPermalink();
  const breadcrumbs = <DocBreadcrumbs {...props} />;
  if (!permalink) return breadcrumbs;
  const markdownUrl = markdownPathFor(permalink);
  return (
    <>
      {/* Lets agents that read the HTML find the page's Markdown copy. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
        {/* No first paint of the page before its breadcrumbs and actions are parsed whole. */}
        <link rel="expect" href={`#${PAGE_ACTIONS_END_ID}`} blocking="render" />
      </Head>
      <PageActions markdownUrl={markdownUrl}>{breadcrumbs}</PageActions>
    </>
  );
}

export default framePart(DocBreadcrumbsWithActions, 'DocBreadcrumbs');
