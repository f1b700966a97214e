/**
 * @docusaurus/theme-common 3.7.0's lib/utils/reactUtils.js (MIT), which plugins/shallow-memo puts
 * in its place in client builds, with one change: `useShallowMemoObject` orders an object's keys
 * by code unit instead of `localeCompare`. The first `localeCompare` of a page loads the browser's
 * collation data, ≈16 ms on this machine's Chromium (a long task's worth on a phone four times
 * slower), and the theme called it while hydrating every doc page (the mobile sidebar's
 * secondary-menu filler, each code block's word-wrap hook) only to put keys in a fixed order.
 */
import {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A callback whose identity never changes and which always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as unknown as T;
}

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- the upstream hook reads the ref while rendering, by design
  return ref.current;
}

/** Thrown by a hook used outside its provider, naming both. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = /at (?:\w+\.)?(?<name>\w+)/.exec(this.stack?.split('\n')[1] ?? '')?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : a > b ? 1 : 0);

/** `obj`, the same object as long as its own properties hold the same values, in any key order. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the dependencies are the object's keys and values
  return useMemo(() => obj, deps.flat());
}

type SimpleProvider = ComponentType<{children: ReactNode}>;

/** One provider made of `providers`, the first outermost. */
export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  return function ComposedProviders({children}: {children: ReactNode}): ReactNode {
    return providers.reduceRight<ReactNode>((element, Provider) => <Provider>{element}</Provider>, children);
  };
}
