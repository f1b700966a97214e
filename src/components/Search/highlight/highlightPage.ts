/**
 * Loaded only on pages opened from a search result: wraps the ?highlight= terms in the article
 * in <mark> elements (the query's meaningful words only, at most MAX_MARKS of them), shows a
 * button that clears them, and, when the URL has no #anchor, scrolls the first one into view.
 */
import {findMatches, highlightTerms} from '@site/lib/search/match';
import styles from './highlightPage.module.css';

const ATTRIBUTE = 'data-search-highlight';
const CLEAR_ATTRIBUTE = 'data-search-highlight-clear';
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'BUTTON', 'MARK', 'svg']);
/** The most words marked on a page: enough to find the term, never the whole page. */
export const MAX_MARKS = 40;

function articleRoot(): Element | null {
  return (
    document.querySelector('.theme-doc-markdown') ??
    document.querySelector('[data-pagefind-body]') ??
    document.querySelector('main')
  );
}

/** Removes the marks a previous highlight added, and the button that clears them. */
export function clearHighlights(root: ParentNode = document): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${ATTRIBUTE}]`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
    parent.normalize();
  }
  for (const button of Array.from(document.querySelectorAll(`[${CLEAR_ATTRIBUTE}]`))) button.remove();
}

/** Wraps the first `limit` matches of the query's meaningful terms in root's text in a <mark>; returns the marks. */
export function highlightIn(root: Element, query: string, limit = MAX_MARKS): HTMLElement[] {
  const terms = highlightTerms(query);
  if (terms.length === 0) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);

  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    if (marks.length >= limit) break;
    const text = node.nodeValue ?? '';
    const ranges = findMatches(text, terms).slice(0, limit - marks.length);
    if (ranges.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const [start, end] of ranges) {
      if (start > last) fragment.append(text.slice(last, start));
      const mark = document.createElement('mark');
      mark.setAttribute(ATTRIBUTE, '');
      mark.className = styles.highlight;
      mark.textContent = text.slice(start, end);
      fragment.append(mark);
      marks.push(mark);
      last = end;
    }
    if (last < text.length) fragment.append(text.slice(last));
    node.parentNode?.replaceChild(fragment, node);
  }
  return marks;
}

/** The page's URL without ?highlight=, so a reload or a shared link shows no marks. */
function dropHighlightParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('highlight')) return;
  url.searchParams.delete('highlight');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A button, fixed at the bottom of the window inside <main>, that removes the marks. */
function addClearButton(count: number): void {
  const main = document.querySelector('main');
  if (!main) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(CLEAR_ATTRIBUTE, '');
  button.className = styles.clear;
  button.textContent = count === 1 ? 'Clear 1 search highlight' : `Clear ${count} search highlights`;
  button.addEventListener('click', () => {
    clearHighlights();
    dropHighlightParameter();
    // Focus stays in the article rather than falling back to the top of the document.
    const root = articleRoot();
    if (root instanceof HTMLElement) {
      root.setAttribute('tabindex', '-1');
      root.focus({preventScroll: true});
      root.addEventListener('blur', () => root.removeAttribute('tabindex'), {once: true});
    }
  });
  main.append(button);
}

export function highlightPage(query: string): void {
  clearHighlights();
  const root = articleRoot();
  if (!root) return;
  const marks = highlightIn(root, query);
  if (marks.length === 0) return;
  addClearButton(marks.length);
  if (!window.location.hash) marks[0].scrollIntoView({block: 'center'});
}
