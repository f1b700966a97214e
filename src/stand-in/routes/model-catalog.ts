/**
 * OpenSecret's model catalog as the SDK's `ModelCatalogResponse` type describes it: the
 * stand-in's one model with its metadata, the two alias entries pointing at it, and the
 * defaults. Accepts an access token or an API key, like the model list.
 */
import {type ApiRoute, ok} from '../api-route';
import type {Backend} from '../backend';
import {STAND_IN_MODEL} from './ai';

const CAPABILITIES = {chat: true, vision: false, reasoning: false, tool_use: false};

const alias = (id: 'auto:quick' | 'auto:powerful', label: string): Record<string, unknown> => ({
  id,
  label,
  short_name: label,
  description: `stand-in: ${label} points at ${STAND_IN_MODEL}`,
  target_model: STAND_IN_MODEL,
  access: 'free',
  capabilities: CAPABILITIES,
});

export const STAND_IN_CATALOG = {
  object: 'list',
  data: [
    {
      id: STAND_IN_MODEL,
      object: 'model',
      created: 0,
      owned_by: 'stand-in',
      display_name: 'Stand-in echo',
      short_name: 'Echo',
      context_window: 1024,
      max_context_tokens: 1024,
      access: 'free',
      capabilities: CAPABILITIES,
      enabled: true,
      deprecated: false,
    },
  ],
  aliases: [alias('auto:quick', 'Quick'), alias('auto:powerful', 'Powerful')],
  defaults: {quick: 'auto:quick', powerful: 'auto:powerful'},
};

const catalogs = new WeakMap<Backend, unknown>();

/** Makes this backend answer the catalog request with `catalog` instead of STAND_IN_CATALOG. */
export function serveCatalog(backend: Backend, catalog: unknown): void {
  catalogs.set(backend, catalog);
}

export const MODEL_CATALOG_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/models\/catalog$/,
    auth: 'user-or-api-key',
    handle: ({backend}) => ok(catalogs.get(backend) ?? STAND_IN_CATALOG),
  },
];
