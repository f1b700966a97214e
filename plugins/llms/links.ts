/**
 * Makes a link found in a doc page absolute, so the page's Markdown copy still works when it
 * is read somewhere else: site paths get the site URL, relative links are resolved against the
 * page's URL (as a browser would), links to other doc files (`../guides/x.mdx#y`) become the
 * target page's URL, and `#anchors` point at the page itself. External links are left alone.
 */
import path from 'node:path';
import {absoluteUrl} from '../../lib/markdown-path';

export interface LinkContext {
  /** Site URL without base URL, e.g. https://docs.opensecret.cloud */
  siteUrl: string;
  /** Base URL, with leading and trailing slash. */
  baseUrl: string;
  /** Absolute URL of the page the link is on. */
  pageUrl: string;
  /** Absolute file path of the page's source, to resolve links to other doc files. */
  sourcePath?: string;
  /** The permalink (with base URL) of the doc whose source is this absolute file path. */
  resolveDocFile?: (filePath: string) => string | undefined;
}

const PROTOCOL = /^[a-z][a-z\d+.-]*:/i;
const DOC_FILE = /\.mdx?$/i;

export function absolutizeUrl(url: string, context: LinkContext): string {
  if (!url) return url;
  if (url.startsWith('pathname://')) return absolutizeUrl(url.slice('pathname://'.length), context);
  if (PROTOCOL.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${context.pageUrl.replace(/#.*$/, '')}${url}`;
  if (url.startsWith('/')) {
    const withBase = url.startsWith(context.baseUrl) ? url : `${context.baseUrl}${url.slice(1)}`;
    return absoluteUrl(context.siteUrl, withBase);
  }
  const hashAt = url.search(/[?#]/);
  const filePart = hashAt === -1 ? url : url.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : url.slice(hashAt);
  if (DOC_FILE.test(filePart) && context.sourcePath && context.resolveDocFile) {
    const target = path.resolve(path.dirname(context.sourcePath), safeDecode(filePart));
    const permalink = context.resolveDocFile(target);
    if (permalink) return `${absoluteUrl(context.siteUrl, permalink)}${suffix}`;
  }
  return new URL(url, context.pageUrl).href;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
