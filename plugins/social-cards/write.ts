/**
 * Writes the cards into the build and adds each page's preview tags to its HTML. A page file is
 * replaced atomically (written beside it, then renamed), because other postBuild plugins (search
 * index, CSP hashes) read the HTML files at the same time.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {cardMetaTags, insertIntoHead, type CardMeta} from './meta';
import type {CardPage} from './pages';

export interface WriteCardsOptions {
  outDir: string;
  /** Directory of the cards inside the build, as a URL path without base URL (img/social). */
  cardDir: string;
  render: (page: CardPage) => Promise<Buffer>;
  meta: (page: CardPage) => CardMeta;
}

export interface WrittenCard {
  page: CardPage;
  bytes: number;
}

async function replaceAtomically(file: string, contents: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.social-cards.tmp`);
  await fs.writeFile(temporary, contents);
  await fs.rename(temporary, file);
}

export async function writeCards(pages: readonly CardPage[], options: WriteCardsOptions): Promise<WrittenCard[]> {
  const dir = path.join(options.outDir, ...options.cardDir.split('/'));
  await fs.mkdir(dir, {recursive: true});
  const written: WrittenCard[] = [];
  // One at a time: rendering is CPU-bound and resvg's WebAssembly instance is single-threaded.
  for (const page of pages) {
    const png = await options.render(page);
    const file = path.join(dir, page.file);
    await fs.writeFile(file, png, {flag: 'wx'}).catch((error: unknown) => {
      throw (error as NodeJS.ErrnoException).code === 'EEXIST'
        ? new Error(`${file}: already in the build; the social card of ${page.route} would overwrite it.`)
        : error;
    });
    const htmlFile = path.join(options.outDir, page.htmlFile);
    const html = await fs.readFile(htmlFile, 'utf8').catch((error: unknown) => {
      throw new Error(`${htmlFile}: cannot read the HTML of ${page.route} to add its social card tags.`, {
        cause: error,
      });
    });
    await replaceAtomically(htmlFile, insertIntoHead(html, cardMetaTags(options.meta(page)), htmlFile));
    written.push({page, bytes: png.length});
  }
  return written;
}
