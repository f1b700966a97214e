/** Key-value storage: one store per account, keys taken from the path as the SDK sends them. */
import {type ApiRoute, fail, ok} from '../api-route';

const NOW = '2025-01-01T00:00:00Z';

export const KV_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/protected\/kv$/,
    auth: 'user',
    handle({backend, accountId}) {
      return ok([...backend.store(accountId)].map(([key, stored]) => ({key, ...stored})));
    },
  },
  {
    method: 'DELETE',
    path: /^\/protected\/kv$/,
    auth: 'user',
    handle({backend, accountId}) {
      backend.store(accountId).clear();
      return ok({message: 'all deleted'});
    },
  },
  {
    method: 'GET',
    path: /^\/protected\/kv\/(?<key>.+)$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const stored = backend.store(accountId).get(params.key);
      return stored ? ok(stored.value) : fail(404, `no value for key ${params.key}`);
    },
  },
  {
    method: 'PUT',
    path: /^\/protected\/kv\/(?<key>.+)$/,
    auth: 'user',
    handle({backend, accountId, params, body}) {
      if (typeof body !== 'string') return fail(400, 'value must be a JSON string');
      backend.store(accountId).set(params.key, {value: body, created_at: NOW, updated_at: NOW});
      return ok(body);
    },
  },
  {
    method: 'DELETE',
    path: /^\/protected\/kv\/(?<key>.+)$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = backend.store(accountId).delete(params.key);
      return deleted ? ok({message: 'deleted'}) : fail(404, `no value for key ${params.key}`);
    },
  },
];
