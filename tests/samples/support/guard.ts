/**
 * What a scenario fails on besides its own assertions, checked after each scenario by
 * tests/samples/setup.ts, each failure naming the sample's page and line:
 *
 * - a request to any origin but the provider's apiUrl (`http://localhost:3000`): the page is at
 *   `http://docs.test`, so a request the SDK sends before it knows its API URL shows here;
 * - a request the stand-in has no route for (it answered 404 `stand-in: no route …`);
 * - a state update of a sample's component after it unmounted: React 19 drops such updates
 *   silently, so the sample's `react` is React with `useState` and `useReducer` whose setters
 *   report a call made once their component is gone;
 * - a console error or warning the scenario did not declare with `expectConsole` (what the page
 *   says the SDK or the sample logs), and a declared one that never came.
 */
import * as React from 'react';
import {consoleLines} from '../../sdk/support/console-capture';
import {standIn} from '../../sdk/support/stand-in-instance';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {whereOf, type PageSample} from './page-sample';

let afterUnmount: string[] = [];
let expected: RegExp[] = [];
let running: PageSample | undefined;
let offApiUrlAllowed = false;

/** Called before each scenario. */
export function resetGuard(): void {
  afterUnmount = [];
  expected = [];
  running = undefined;
  offApiUrlAllowed = false;
}

/**
 * For a scenario that shows what the page warns of: requests sent to the page's own origin
 * before the SDK knows its apiUrl. The scenario asserts them itself.
 */
export function allowRequestsOffApiUrl(): void {
  offApiUrlAllowed = true;
}

/** The sample a scenario runs: failures name it. */
export function runningSample(sample: PageSample): void {
  running = sample;
}

/** Declares console output (error or warning) the page says the scenario produces; it must appear. */
export function expectConsole(...lines: RegExp[]): void {
  expected.push(...lines);
}

type Setter<S> = React.Dispatch<React.SetStateAction<S>>;

/** A setter that reports a call after its component unmounted, then passes it on. */
function useWatchedSetter<A>(sample: PageSample, set: (action: A) => void): (action: A) => void {
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const watched = React.useRef<(action: A) => void>(undefined);
  watched.current ??= (action: A) => {
    if (!mounted.current) afterUnmount.push(`${whereOf(sample)}: a state update after its component unmounted`);
    set(action);
  };
  return watched.current;
}

/** React as the sample imports it: the same module, with `useState` and `useReducer` watched. */
export function watchedReact(sample: PageSample): typeof React {
  function useState<S>(initial?: S | (() => S)): [S | undefined, Setter<S | undefined>] {
    const [state, set] = React.useState<S | undefined>(initial);
    return [state, useWatchedSetter(sample, set)];
  }
  function useReducer(...args: Parameters<typeof React.useReducer>): unknown {
    const [state, dispatch] = (React.useReducer as (...a: unknown[]) => [unknown, (action: unknown) => void])(...args);
    return [state, useWatchedSetter(sample, dispatch)];
  }
  return {...React, useState, useReducer, default: React} as unknown as typeof React;
}

/** What went wrong besides the scenario's own assertions; empty when nothing did. */
export function guardFailures(): string[] {
  const where = running ? whereOf(running) : 'the scenario';
  const failures: string[] = [...afterUnmount];
  for (const line of standIn.intercepted()) {
    const url = line.slice(line.indexOf(' ') + 1);
    if (!offApiUrlAllowed && !url.startsWith(`${LOOPBACK_ORIGIN}/`))
      failures.push(`${where}: a request off the apiUrl: ${line}`);
  }
  for (const line of standIn.unrouted()) failures.push(`${where}: a request the stand-in does not handle: ${line}`);
  const logged = consoleLines().filter((line) => line.method === 'error' || line.method === 'warn');
  for (const line of logged) {
    if (!expected.some((pattern) => pattern.test(line.text))) {
      failures.push(`${where}: console.${line.method} the page does not mention: ${line.text.split('\n')[0]}`);
    }
  }
  for (const pattern of expected) {
    if (!logged.some((line) => pattern.test(line.text))) failures.push(`${where}: expected console output ${pattern}`);
  }
  return failures;
}
