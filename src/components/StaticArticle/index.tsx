/**
 * A doc's article as server-rendered HTML, which React neither downloads as MDX nor hydrates
 * (./shell.ts): on the page's first load the HTML already in the page, after a client-side
 * navigation the article of the page's HTML file. The islands inside it (code blocks, tabs) are
 * taken over once it has mounted (StaticHtml), and its links open pages client-side (./links.ts).
 */
import {useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {IslandName} from '@site/lib/article-islands';
import {takeOverCode} from '@site/src/components/CodeBlock/island';
import {tabChoiceMade} from '@site/src/components/Tabs/stored-choice';
import {IslandsContext, type Island} from './context';
import {serverArticleTaken} from './claim';
import {useArticleLinks} from './links';
import StaticHtml from './StaticHtml';

const ISLANDS: Readonly<Record<IslandName, Island>> = {
  code: {takeOver: takeOverCode},
  // Few pages have runnable samples, and a reader runs few: the Run control's code loads when the
  // reader reaches for one.
  run: {
    load: () =>
      import(/* webpackChunkName: "island-run" */ '@site/src/components/CodeBlock/run-island').then(
        ({takeOverRun}) => takeOverRun,
      ),
    neededAtOnce: () => false,
  },
  // Few guides have tabs, and a reader switches few of them: their code loads when the reader
  // reaches for a tab group, or at once when the theme would show a tab chosen before.
  tabs: {
    load: () =>
      import(/* webpackChunkName: "island-tabs" */ '@site/src/components/Tabs/island').then(
        ({takeOverTabs}) => takeOverTabs,
      ),
    neededAtOnce: tabChoiceMade,
  },
};

interface Props {
  /** The article's HTML; undefined: the server's, in the page (hydration). */
  html?: string;
  /** Called when the server's article is gone (React rendered the page afresh after a hydration error). */
  onLost?: () => void;
}

export default function StaticArticle({html, onLost}: Props): ReactNode {
  const root = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (html !== undefined) return;
    serverArticleTaken();
    if (!root.current?.hasChildNodes()) onLost?.();
  }, [html, onLost]);
  useArticleLinks(root);
  return (
    <IslandsContext value={ISLANDS}>
      <StaticHtml html={html} rootRef={root} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} />
    </IslandsContext>
  );
}
