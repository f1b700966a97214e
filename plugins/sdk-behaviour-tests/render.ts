/**
 * The list of the tests behind a page, as Markdown nodes: one item per behaviour, carrying the
 * element id its statements link to, with the id, the release, what the test asserts (the
 * registry entry's title, whose `backticks` become inline code), its file and the command that
 * runs it alone.
 */
import type {List, ListItem, PhrasingContent} from 'mdast';
import type {SdkBehaviour} from '../../lib/sdk-behaviours';
import {testAnchor} from './anchors';

/** The class of each item, for styling the one a link lands on. */
export const ITEM_CLASS = 'sdk-behaviour-test';

/** The command that runs one behaviour's test, from the site's root. */
export const runCommand = (id: string, entry: Pick<SdkBehaviour, 'test'>): string =>
  `npm run test:sdk -- ${entry.test} -t "^${id}:"`;

/** Text with `code spans` as inline code nodes. */
export function phrasing(text: string): PhrasingContent[] {
  return text
    .split('`')
    .flatMap((part, index): PhrasingContent[] =>
      part === '' ? [] : [index % 2 === 1 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}],
    );
}

function item(id: string, entry: SdkBehaviour): ListItem {
  const title = entry.title.trim().replace(/\.$/, '');
  return {
    type: 'listItem',
    spread: false,
    data: {hProperties: {id: testAnchor(id), className: [ITEM_CLASS]}},
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [{type: 'inlineCode', value: id}]},
          {type: 'text', value: ` (${entry.release}): `},
          ...phrasing(title),
          {type: 'text', value: '.'},
          {type: 'break'},
          {type: 'text', value: 'In '},
          {type: 'inlineCode', value: entry.test},
          {type: 'text', value: '; run it alone with '},
          {type: 'inlineCode', value: runCommand(id, entry)},
          {type: 'text', value: '.'},
        ],
      },
    ],
  };
}

/** The list of tests, in the order given. */
export function testList(entries: readonly (readonly [string, SdkBehaviour])[]): List {
  return {type: 'list', ordered: false, spread: false, children: entries.map(([id, entry]) => item(id, entry))};
}
