/**
 * Loaded only on pages opened from a search result: wraps the ?highlight= terms in the article
 * in <mark> elements and, when the URL has no #anchor, scrolls the first one into view.
 */
import {findMatches, queryTerms} from '@site/lib/search/match';
import styles from './highlightPage.module.css';

const ATTRIBUTE = 'data-search-highlight';
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'BUTTON', 'MARK', 'svg']);

function articleRoot(): Element | null {
  return (
    document.querySelector('.theme-doc-markdown') ??
    document.querySelector('[data-pagefind-body]') ??
    document.querySelector('main')
  );
}

/** Removes the marks a previous highlight added. */
export function clearHighlights(root: ParentNode = document): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${ATTRIBUTE}]`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
    parent.normalize();
  }
}

/** Wraps every match of the terms in root's text in a <mark>; returns the marks. */
export function highlightIn(root: Element, query: string): HTMLElement[] {
  const terms = queryTerms(query);
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
    const text = node.nodeValue ?? '';
    const ranges = findMatches(text, terms);
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

export function highlightPage(query: string): void {
  const root = articleRoot();
  if (!root) return;
  clearHighlights(root);
  const marks = highlightIn(root, query);
  if (marks.length > 0 && !window.location.hash) {
    marks[0].scrollIntoView({block: 'center'});
  }
}
