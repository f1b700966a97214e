/**
 * A code block highlighted at build time (plugins/code-blocks): its lines from the tokens it
 * was given, its title, the copy button (which copies `code`, the text readers see: no hidden
 * setup, no popover text) and the word-wrap button. The colours are CSS variables of the colour
 * mode (src/css/custom.css), so a mode switch repaints the block without rendering it again.
 * With a hover table, the names the compiler typed show their type on hover, focus and tap.
 */
import {lazy, Suspense, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ISLAND_ATTRIBUTE} from '@site/lib/article-islands';
import {decodeTokens} from '@site/lib/code-tokens';
import CodeControls from './CodeControls';
import Lines from './Lines';
import islandStyles from '@site/src/components/StaticArticle/styles.module.css';
import styles from './styles.module.css';

/**
 * The Run control, in the chunk of the run island (src/components/StaticArticle), not in every
 * page's code blocks: the server renders it into a runnable sample's HTML, and only
 * `docusaurus start`, which renders docs with React, shows it from here in the browser.
 */
const RunBar = lazy(() => import(/* webpackChunkName: "island-run" */ './RunBar'));

export interface HighlightedCodeProps {
  /** The code readers see. */
  code: string;
  /** Its highlighting (lib/code-tokens.ts). */
  tokens: string;
  /** The fence language (`tsx`), for the block's `language-*` class. */
  language?: string;
  title?: ReactNode;
  /** Highlighted lines, 0-based, comma-separated. */
  highlight?: string;
  /** URL of the page's hover table, when the block has typed names. */
  hover?: string;
  /** The number of the block's first typed name among the page's (lib/code-tokens.ts). */
  firstName?: string;
  /** `"true"`: lines longer than the block wrap at its edge instead of scrolling (signatures). */
  wrap?: string;
  /** URL of the page's run table, when the runner can preview this sample (plugins/code-blocks/run-table.ts). */
  run?: string;
  /** The sample's place in the run table. */
  runIndex?: string;
  className?: string;
}

export default function HighlightedCode({
  code,
  tokens,
  language,
  title,
  highlight,
  hover,
  firstName,
  wrap,
  run,
  runIndex,
  className,
}: HighlightedCodeProps): ReactNode {
  const lines = useMemo(() => decodeTokens(code, tokens), [code, tokens]);
  const highlighted = useMemo(() => new Set(highlight ? highlight.split(',').map(Number) : []), [highlight]);
  return (
    <div className={clsx('theme-code-block', styles.block, language && `language-${language}`, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          // The block scrolls sideways when its lines are long: a tab stop lets keyboards scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
          className={clsx(styles.pre, wrap === 'true' && styles.wrapped, 'thin-scrollbar')}>
          <code className={styles.lines}>
            <Lines lines={lines} highlighted={highlighted} />
          </code>
        </pre>
        {/* The controls: an island, taken over on a first load (island.tsx). */}
        <div
          className={islandStyles.island}
          {...{[ISLAND_ATTRIBUTE]: 'code'}}
          data-hover={hover}
          data-first-name={firstName}>
          <CodeControls code={code} hover={hover} firstName={firstName} />
        </div>
      </div>
      {run !== undefined && runIndex !== undefined && (
        // The Run control: an island, taken over on a first load (island.tsx).
        <div
          className={islandStyles.island}
          {...{[ISLAND_ATTRIBUTE]: 'run'}}
          data-run={run}
          data-run-index={runIndex}
          data-run-title={typeof title === 'string' ? title : ''}>
          <Suspense fallback={null}>
            <RunBar table={run} index={Number(runIndex)} title={typeof title === 'string' ? title : 'this sample'} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
