/**
 * The islands a static article can take over, by name (lib/article-islands.ts): each reads what
 * it needs from its server HTML and returns what renders into it, at once or once its module has
 * loaded (an island few pages have stays out of the pages without it), when the page mounts or
 * when the reader first reaches for it.
 */
import {createContext} from 'react';
import type {ReactNode} from 'react';
import type {IslandName} from '@site/lib/article-islands';

export type TakeOver = (host: HTMLElement) => ReactNode;

export type Island =
  | {takeOver: TakeOver}
  | {
      load: () => Promise<TakeOver>;
      /**
       * When given, the island loads once the reader reaches for one of its hosts (./on-demand.ts),
       * unless this says that a host needs it at once (to show a choice the reader made before).
       */
      neededAtOnce?: (host: HTMLElement) => boolean;
    };

export type LoadedIsland = Extract<Island, {load: unknown}>;

export const IslandsContext = createContext<Readonly<Record<IslandName, Island>> | null>(null);
