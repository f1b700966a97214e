/**
 * Docusaurus plugin: generates the API reference (docs/api/) from the SDK's type declarations
 * before the docs plugin reads its content, on every `build` and `start`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiReference} from './generate';

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  await generateApiReference({siteDir: context.siteDir});
  return {name: 'api-reference'};
}
