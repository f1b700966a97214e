/**
 * The browser's side of `react-helmet-async` 1.3.0 as Docusaurus's client uses it (`HelmetProvider`
 * around the app, `Helmet` behind `@docusaurus/Head`), which plugins/client-head puts in its place
 * in production client builds; the server bundle keeps the library, which writes the head of every
 * built page. The library's client part (with `prop-types`, `react-fast-compare`, `invariant` and
 * `shallowequal`) is ≈5 KiB gzip of every page's first load; this module does what the site's
 * pages need of it, with the same rules:
 *
 * - every mounted `Head` counts, in the order they first rendered (a later one wins);
 * - `<title>`: the last one; `<html>` and `<body>` attributes: merged, later values win, and an
 *   attribute no `Head` sets any more is removed (the element's `data-rh` lists the ones set);
 * - `<meta>`, `<link>`, `<script>`, `<noscript>`, `<style>`: a tag is dropped when a later `Head`
 *   has one with the same primary attribute and value (`name`, `property`, `charset`,
 *   `http-equiv` or `itemprop` for meta; `href`, or `rel` for the canonical link; `src` or the text
 *   for scripts); tags in `document.head` marked `data-rh` are kept when equal, else replaced.
 *
 * Changes are applied once per commit, in a microtask after React's layout effects.
 */
import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Where the head's tags and attributes come from: a `<Head>`'s children. */
export interface HeadState {
  title?: string;
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  tags: HeadTag[];
}

export interface HeadTag {
  type: TagType;
  attributes: Record<string, string>;
  /** The text of a script, noscript or style. */
  text?: string;
}

const TAG_TYPES = ['meta', 'link', 'script', 'noscript', 'style', 'base'] as const;
type TagType = (typeof TAG_TYPES)[number];
/** The order in which the tags of each type are updated (and new ones appended), the library's. */
const APPLY_ORDER: readonly TagType[] = ['base', 'link', 'meta', 'noscript', 'script', 'style'];

/** The attribute that makes two tags of a type the same tag (the last one counts). */
const PRIMARY_ATTRIBUTES: Record<TagType, readonly string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'text'],
  noscript: ['text'],
  style: ['text'],
  base: ['href'],
};

/** React prop names whose HTML attribute is not their lower-case form. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
};

/** The attribute marking what the head manager set: on tags, "true"; on html and body, their names. */
export const MANAGED = 'data-rh';

const attributeName = (prop: string): string => ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase();

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new Error(`Head: the attribute ${prop} must be a string, number or boolean`);
    attributes[attributeName(prop)] = String(value);
  }
  return attributes;
}

function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  if (Array.isArray(children)) return children.map((child) => textOf(child) ?? '').join('');
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  throw new Error('Head: a <title>, <script>, <noscript> or <style> may only hold text');
}

/** What one `Head` declares. */
export function headStateOf(children: ReactNode): HeadState {
  const state: HeadState = {htmlAttributes: {}, bodyAttributes: {}, tags: []};
  const read = (nodes: ReactNode): void => {
    Children.forEach(nodes, (node) => {
      if (!isValidElement(node)) return;
      const element = node as ReactElement<Record<string, unknown>>;
      const {type, props} = element;
      if (type === Fragment) {
        read(props.children as ReactNode);
        return;
      }
      if (typeof type !== 'string') throw new Error('Head: only HTML head elements may be children of <Head>');
      if (type === 'title') state.title = textOf(props.children) ?? '';
      else if (type === 'html') Object.assign(state.htmlAttributes, attributesOf(props));
      else if (type === 'body') Object.assign(state.bodyAttributes, attributesOf(props));
      else if ((TAG_TYPES as readonly string[]).includes(type)) {
        const text = type === 'meta' || type === 'link' || type === 'base' ? undefined : textOf(props.children);
        state.tags.push({
          type: type as TagType,
          attributes: attributesOf(props),
          ...(text === undefined ? {} : {text}),
        });
      } else throw new Error(`Head: <${type}> is not an element of the document's head`);
    });
  };
  read(children);
  return state;
}

/** The attribute that identifies `tag` among tags of its type, or undefined when none does. */
function primaryKey(tag: HeadTag): string | undefined {
  const candidates = PRIMARY_ATTRIBUTES[tag.type];
  if (tag.text !== undefined && candidates.includes('text') && !tag.attributes.src) return `text=${tag.text}`;
  if (tag.type === 'link' && tag.attributes.rel?.toLowerCase() === 'canonical') return 'rel=canonical';
  let key: string | undefined;
  for (const name of Object.keys(tag.attributes)) {
    if (!candidates.includes(name)) continue;
    if (name === 'rel' && tag.attributes.rel?.toLowerCase() === 'stylesheet') continue;
    key = name;
  }
  const value = key === undefined ? '' : (tag.attributes[key] ?? '');
  return value === '' ? undefined : `${key}=${value.toLowerCase()}`;
}

/** The head that the `Head`s declare together, the first declared first. */
export function mergeHeadStates(states: readonly HeadState[]): HeadState {
  const merged: HeadState = {htmlAttributes: {}, bodyAttributes: {}, tags: []};
  for (const state of states) {
    if (state.title !== undefined) merged.title = state.title;
    Object.assign(merged.htmlAttributes, state.htmlAttributes);
    Object.assign(merged.bodyAttributes, state.bodyAttributes);
  }
  const claimedLater = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const state of [...states].reverse()) {
    const claimedHere = new Set<string>();
    kept.unshift(
      state.tags.filter((tag) => {
        const key = primaryKey(tag);
        if (key === undefined) return false;
        const id = `${tag.type} ${key}`;
        claimedHere.add(id);
        return !claimedLater.has(id);
      }),
    );
    for (const id of claimedHere) claimedLater.add(id);
  }
  merged.tags = kept.flat();
  return merged;
}

function applyAttributes(element: Element, attributes: Record<string, string>): void {
  const before = element.getAttribute(MANAGED)?.split(',').filter(Boolean) ?? [];
  for (const name of before) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const names = Object.keys(attributes).join(',');
  if (names) element.setAttribute(MANAGED, names);
  else element.removeAttribute(MANAGED);
}

function applyTags(doc: Document, tags: readonly HeadTag[]): void {
  for (const type of APPLY_ORDER) {
    const old = Array.from(doc.head.querySelectorAll(`${type}[${MANAGED}]`));
    const added: Element[] = [];
    for (const tag of tags) {
      if (tag.type !== type) continue;
      const element = doc.createElement(type);
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      if (tag.text !== undefined) element.textContent = tag.text;
      element.setAttribute(MANAGED, 'true');
      const same = old.findIndex((candidate) => candidate.isEqualNode(element));
      if (same === -1) added.push(element);
      else old.splice(same, 1);
    }
    for (const element of old) element.remove();
    for (const element of added) doc.head.appendChild(element);
  }
}

/** Makes the document's head what `state` declares. */
export function applyHeadState(doc: Document, state: HeadState): void {
  applyAttributes(doc.documentElement, state.htmlAttributes);
  applyAttributes(doc.body, state.bodyAttributes);
  if (state.title !== undefined && doc.title !== state.title) doc.title = state.title;
  applyTags(doc, state.tags);
}

/** The mounted `Head`s of one app and their declarations. */
class HeadRegistry {
  private readonly states = new Map<number, HeadState>();
  private nextOrder = 0;
  private scheduled = false;
  /** The merged state last applied, as JSON: a commit that changes nothing touches no node. */
  private applied = '';

  order(): number {
    return this.nextOrder++;
  }

  set(order: number, state: HeadState | undefined): void {
    if (state) this.states.set(order, state);
    else this.states.delete(order);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const ordered = [...this.states.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
      const merged = mergeHeadStates(ordered);
      const json = JSON.stringify(merged);
      if (json === this.applied) return;
      this.applied = json;
      applyHeadState(document, merged);
    });
  }
}

const RegistryContext = createContext<HeadRegistry | null>(null);

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  const [registry] = useState(() => new HeadRegistry());
  return createElement(RegistryContext.Provider, {value: registry}, children);
}

/** `@docusaurus/Head`: declares head elements while mounted. Children only: no other prop. */
export function Helmet({children, ...rest}: {children?: ReactNode}): null {
  const names = Object.keys(rest);
  if (names.length > 0) throw new Error(`Head: the prop ${names.join(', ')} is not supported; use child elements`);
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('Head: rendered outside the HelmetProvider');
  // The order of first render: a parent's Head before its children's, a sibling's before the next.
  const [order] = useState(() => registry.order());
  const state = headStateOf(children);
  useLayoutEffect(() => registry.set(order, state));
  useLayoutEffect(() => () => registry.set(order, undefined), [registry, order]);
  return null;
}
