/**
 * A runnable sample's Run control on a first load (src/components/StaticArticle): an island of its
 * own, loaded when the reader first reaches for a Run control, which the server's HTML has ready
 * (a press before then is done again once it has loaded).
 */
import type {ReactNode} from 'react';
import RunBar from './RunBar';

/** The server's Run control, with the data the block gives it. */
export function takeOverRun(host: HTMLElement): ReactNode {
  const {run, runIndex, runTitle} = host.dataset;
  if (run === undefined || runIndex === undefined || runTitle === undefined) {
    throw new Error('static-article: a run island without its data');
  }
  return <RunBar table={run} index={Number(runIndex)} title={runTitle} />;
}
