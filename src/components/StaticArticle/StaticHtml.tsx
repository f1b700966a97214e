/**
 * An element whose content is server-rendered HTML that React does not render: on hydration it
 * keeps the HTML the server sent (`html` undefined), otherwise it is given the HTML as a string.
 * The interactive parts inside it (islands, marked `data-island` by their components) are taken
 * over once it has mounted (an island whose module loads later, once loaded, and an on-demand
 * island once the reader reaches for it, ./on-demand.ts): each island reads what it needs from its
 * server HTML, is emptied, and its component renders into it through a portal, inside the app's
 * providers. An island whose module fails to load stays server HTML.
 */
import {
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type ReactPortal,
  type RefObject,
} from 'react';
import {createPortal, flushSync} from 'react-dom';
import {ISLAND_ATTRIBUTE, ISLAND_NAMES, type IslandName} from '@site/lib/article-islands';
import {IslandsContext, type LoadedIsland, type TakeOver} from './context';
import {onDemand, positionIn, replay, type Demand} from './on-demand';

/** The content React leaves as it is (the same object on every render: React never rewrites it). */
const SERVER_HTML = {__html: ''};

export interface StaticHtmlProps extends HTMLAttributes<HTMLDivElement> {
  /** The HTML to show; undefined keeps the server's HTML (hydration). */
  html?: string;
  /** The element, for its owner. */
  rootRef?: RefObject<HTMLDivElement | null>;
}

/** The islands directly inside `root`: not inside another island, whose own content takes over its islands. */
function islandHosts(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)).filter((host) => {
    const outer = host.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
    return outer === null || !root.contains(outer);
  });
}

const isIslandName = (name: string | null): name is IslandName => ISLAND_NAMES.includes(name as IslandName);

function islandName(host: HTMLElement): IslandName {
  const name = host.getAttribute(ISLAND_ATTRIBUTE);
  if (!isIslandName(name)) throw new Error(`static-article: an element marks an unknown island "${name}"`);
  return name;
}

/** Removes the host's server HTML in the commit that puts the island there, before the island's own effects run. */
function ServerHtmlLeaves({nodes}: {nodes: readonly ChildNode[]}): null {
  useLayoutEffect(() => {
    for (const node of nodes) node.remove();
  }, [nodes]);
  return null;
}

/** Renders each host's island into it, in place of its server HTML (which stays until that commit). */
function takeOver(hosts: readonly {host: HTMLElement; takeOver: TakeOver; key: number}[]): ReactPortal[] {
  return hosts.map(({host, takeOver: island, key}) => {
    const node = island(host);
    const serverHtml = Array.from(host.childNodes);
    return createPortal(
      <>
        <ServerHtmlLeaves nodes={serverHtml} />
        {node}
      </>,
      host,
      String(key),
    );
  });
}

export default function StaticHtml({html, rootRef, ...attributes}: StaticHtmlProps): ReactNode {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const root = rootRef ?? ownRef;
  const content = useMemo(() => (html === undefined ? SERVER_HTML : {__html: html}), [html]);
  const [portals, setPortals] = useState<ReactPortal[]>([]);
  const islands = use(IslandsContext);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !islands) return undefined;
    const hosts = islandHosts(element).map((host, key) => ({host, key, island: islands[islandName(host)]}));
    const now = hosts.flatMap(({host, key, island}) =>
      'takeOver' in island ? [{host, key, takeOver: island.takeOver}] : [],
    );
    // A transition, not the layout effect's own (sync) update: a sync update here would make React
    // handle the frame's post-hydration updates with it and hydrate every frame part (Suspense
    // boundaries, src/components/FramePart) at once, in this task. The server HTML stays in each
    // host until the commit that renders its island.
    const portalsNow = takeOver(now);
    startTransition(() =>
      // No islands before or now: the same state, so React schedules no render.
      setPortals((portals) => (portals.length === 0 && portalsNow.length === 0 ? portals : portalsNow)),
    );
    let current = true;
    const demands: Demand[] = [];
    const later = new Map<LoadedIsland, {host: HTMLElement; key: number}[]>();
    for (const {host, key, island} of hosts) {
      if ('load' in island) later.set(island, [...(later.get(island) ?? []), {host, key}]);
    }
    for (const [island, group] of later) {
      const groupHosts = group.map(({host}) => host);
      let demand: Demand | undefined;
      const start = () => {
        island.load().then(
          (loaded) => {
            const pressed = demand?.pressed();
            demand?.stop();
            if (!current) return;
            const focused = positionIn(groupHosts, document.activeElement);
            // Emptied and rendered in one step: the reader never sees an empty island. Taken over
            // outside the update, which React applies again when it renders the islands taken
            // over at once (a transition) after this.
            const added = takeOver(group.map((item) => ({...item, takeOver: loaded})));
            flushSync(() => setPortals((portals) => [...portals, ...added]));
            replay(demand?.actions ?? [], focused, pressed);
          },
          () => demand?.stop(),
        );
      };
      if (!island.neededAtOnce || groupHosts.some(island.neededAtOnce)) start();
      else demands.push((demand = onDemand(groupHosts, start)));
    }
    return () => {
      current = false;
      for (const demand of demands) demand.stop();
    };
  }, [content, root, islands]);

  return (
    <>
      <div {...attributes} ref={root} dangerouslySetInnerHTML={content} suppressHydrationWarning />
      {portals}
    </>
  );
}
