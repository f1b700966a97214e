/**
 * Remark plugin: a docs page links each statement to the behaviour test behind it
 * (`[v3.sign-out-clears](#test-v3-sign-out-clears)`, see ./anchors.ts) and ends with a
 * `::sdk-behaviour-tests` directive, which becomes the list of the tests it links, generated from
 * the behaviours the tests declare (`lib/sdk-behaviours.ts`): each item carries the element id its
 * links land on. The build stops, naming file, line and column, when a page links a test no
 * behaviour test declares, a test of another release than the page's, links tests without the directive, or has
 * the directive twice, with content, or without a single test link. Runs in the docs' MDX
 * pipeline and in the Markdown copies for language models (plugins/llms).
 */
import path from 'node:path';
import type {Definition, Link, Root, RootContent} from 'mdast';
import type {LeafDirective} from 'mdast-util-directive';
import type {Transformer} from 'unified';
import {visit} from 'unist-util-visit';
import {sdkBehaviours, type SdkBehaviours} from '../../lib/sdk-behaviours';
import {TEST_LINK_PREFIX, idsByAnchor} from './anchors';
import {releaseOfFile} from './release';
import {testList} from './render';

export const DIRECTIVE = 'sdk-behaviour-tests';

export interface SdkBehaviourTestsOptions {
  /** The site's root: docs folders, and the paths in error messages, are relative to it. */
  readonly siteDir: string;
  /** The behaviours by id; those the site's behaviour tests declare unless a test gives others. */
  readonly registry?: SdkBehaviours;
}

interface Placed {
  readonly node: RootContent;
  readonly parent: {children: RootContent[]} | undefined;
}

export default function remarkSdkBehaviourTests(options: SdkBehaviourTestsOptions): Transformer<Root> {
  return (tree, file) => {
    const links: (Link | Definition)[] = [];
    const directives: Placed[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'leafDirective' && node.name === DIRECTIVE) directives.push({node, parent});
      if ((node.type === 'link' || node.type === 'definition') && node.url.startsWith(TEST_LINK_PREFIX)) {
        links.push(node);
      }
    });
    if (links.length === 0 && directives.length === 0) return;
    const registry = options.registry ?? sdkBehaviours();
    const byAnchor = idsByAnchor(Object.keys(registry));

    const source = file.path ? path.relative(options.siteDir, path.resolve(options.siteDir, file.path)) : '<no file>';
    const at = (node: RootContent): string =>
      `${source}:${node.position?.start.line ?? 0}:${node.position?.start.column ?? 0}`;
    const release = file.path ? releaseOfFile(file.path, options.siteDir) : undefined;
    const errors: string[] = [];
    const ids: string[] = [];

    for (const link of links) {
      const anchor = link.url.slice(1);
      const id = byAnchor.get(anchor);
      const entry = id === undefined ? undefined : registry[id];
      if (id === undefined || entry === undefined) {
        errors.push(
          `${at(link)}: links the behaviour test "${link.url}", which no behaviour test in tests/sdk/ declares.`,
        );
      } else if (release === undefined) {
        errors.push(
          `${at(link)}: links the behaviour test ${id}, but the page is in no docs folder, so it documents no release.`,
        );
      } else if (entry.release !== release) {
        errors.push(`${at(link)}: links ${id}, a test of ${entry.release}; this page documents ${release}.`);
      } else if (!ids.includes(id)) {
        ids.push(id);
      }
    }
    const [directive, ...extra] = directives;
    if (directive === undefined) {
      errors.push(`${at(links[0])}: links behaviour tests, but the page has no ::${DIRECTIVE} directive to list them.`);
    } else if (links.length === 0) {
      errors.push(`${at(directive.node)}: ::${DIRECTIVE} lists the tests the page links, and it links none.`);
    }
    for (const duplicate of extra) errors.push(`${at(duplicate.node)}: a second ::${DIRECTIVE} directive.`);
    for (const {node} of directives) {
      const {attributes, children} = node as LeafDirective;
      if (children.length > 0 || Object.keys(attributes ?? {}).length > 0) {
        errors.push(`${at(node)}: ::${DIRECTIVE} takes no label or attributes; the list comes from the links.`);
      }
    }
    if (errors.length > 0) throw new Error(errors.join('\n'));

    if (directive?.parent) {
      const list = testList(ids.map((id) => [id, registry[id]] as const));
      const {children} = directive.parent;
      children.splice(children.indexOf(directive.node), 1, list);
    }
  };
}
