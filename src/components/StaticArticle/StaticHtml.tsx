/**
 * An element whose content is server-rendered HTML that React does not render: on hydration it
 * keeps the HTML the server sent (`html` undefined), otherwise it is given the HTML as a string.
 * The interactive parts inside it (islands, marked `data-island` by their components) are taken
 * over once it has mounted: each island reads what it needs from its server HTML, is emptied,
 * and its component renders into it through a portal, inside the app's providers.
 */
import {
  createElement,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type ReactPortal,
  type Ref,
} from 'react';
import {createPortal} from 'react-dom';
import {ISLAND_ATTRIBUTE, ISLAND_NAMES, type IslandName} from '@site/lib/article-islands';
import {IslandsContext} from './context';

/** The content React leaves as it is (the same object on every render: React never rewrites it). */
const SERVER_HTML = {__html: ''};

export interface StaticHtmlProps extends HTMLAttributes<HTMLElement> {
  tag: 'div' | 'summary';
  /** The HTML to show; undefined keeps the server's HTML (hydration). */
  html?: string;
  rootRef?: Ref<HTMLElement>;
}

/** The islands directly inside `root`: not inside another island, whose own content takes over its islands. */
function islandHosts(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)).filter((host) => {
    const outer = host.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
    return outer === null || !root.contains(outer);
  });
}

const isIslandName = (name: string | null): name is IslandName => ISLAND_NAMES.includes(name as IslandName);

export default function StaticHtml({tag, html, rootRef, ...attributes}: StaticHtmlProps): ReactNode {
  const root = useRef<HTMLElement | null>(null);
  const content = useMemo(() => (html === undefined ? SERVER_HTML : {__html: html}), [html]);
  const [islands, setIslands] = useState<ReactPortal[]>([]);
  const takeOvers = use(IslandsContext);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !takeOvers) return;
    setIslands(
      islandHosts(element).map((host, index) => {
        const name = host.getAttribute(ISLAND_ATTRIBUTE);
        if (!isIslandName(name)) throw new Error(`static-article: an element marks an unknown island "${name}"`);
        const node = takeOvers[name](host);
        host.replaceChildren();
        return createPortal(node, host, String(index));
      }),
    );
  }, [content, takeOvers]);

  const setRoot = useCallback(
    (element: HTMLElement | null): void => {
      root.current = element;
      if (typeof rootRef === 'function') rootRef(element);
      else if (rootRef) rootRef.current = element;
    },
    [rootRef],
  );
  return (
    <>
      {createElement(tag, {...attributes, ref: setRoot, dangerouslySetInnerHTML: content, suppressHydrationWarning: true})}
      {islands}
    </>
  );
}
