/**
 * The server's article belongs to the page's first static article: until that one has
 * committed, a render that React restarts during hydration claims it again; any later article
 * is fetched.
 */
let serverArticle: 'open' | 'taken' = 'open';

export function claimServerArticle(): boolean {
  return serverArticle === 'open';
}

export function serverArticleTaken(): void {
  serverArticle = 'taken';
}
