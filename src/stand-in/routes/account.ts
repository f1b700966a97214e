/**
 * Account-bound secrets and tokens: derived key material handed to the page, third-party
 * tokens, API keys and account deletion. The values are recognisable stand-in strings, not
 * real keys.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';

export const STAND_IN_MNEMONIC = 'stand in words only for tests never a real wallet phrase of anyone at all ok';
export const STAND_IN_PRIVATE_KEY_HEX = '5a'.repeat(32);

export const ACCOUNT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/protected\/private_key$/,
    auth: 'user',
    handle: () => ok({mnemonic: STAND_IN_MNEMONIC}),
  },
  {
    method: 'GET',
    path: /^\/protected\/private_key_bytes$/,
    auth: 'user',
    handle: () => ok({private_key: STAND_IN_PRIVATE_KEY_HEX}),
  },
  {
    method: 'POST',
    path: /^\/protected\/third_party_token$/,
    auth: 'user',
    handle({body, accountId}) {
      const {audience} = fields(body);
      return ok({token: `stand-in-jwt.${typeof audience === 'string' ? audience : 'no-audience'}.${accountId}`});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/api-keys$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {name} = fields(body);
      if (typeof name !== 'string') return fail(400, 'name missing');
      // One second apart, in creation order, so that sorting by date is observable.
      const created = new Date(Date.UTC(2025, 0, 1, 0, 0, backend.apiKeys.size)).toISOString();
      const record = {name, key: backend.uuid(), userId: accountId, created_at: created};
      backend.apiKeys.set(record.key, record);
      return ok({name: record.name, key: record.key, created_at: record.created_at});
    },
  },
  {
    method: 'GET',
    path: /^\/protected\/api-keys$/,
    auth: 'user',
    handle({backend, accountId}) {
      const keys = [...backend.apiKeys.values()]
        .filter((record) => record.userId === accountId)
        .map(({name, created_at}) => ({name, created_at}));
      return ok({keys});
    },
  },
  {
    method: 'DELETE',
    path: /^\/protected\/api-keys\/(?<name>[^/]+)$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const record = [...backend.apiKeys.values()].find((key) => key.userId === accountId && key.name === params.name);
      if (!record) return fail(404, `no API key named ${params.name}`);
      backend.apiKeys.delete(record.key);
      return ok({message: 'deleted'});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/change_password$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const account = backend.accounts.get(accountId);
      const {current_password: current, new_password: next} = fields(body);
      if (!account || account.password !== current || typeof next !== 'string')
        return fail(400, 'wrong current password');
      account.password = next;
      // This stand-in rotates the tokens on a password change; the SDK's code reads them if present.
      return ok({message: 'password changed', ...backend.issueTokens(accountId)});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/delete-account\/request$/,
    auth: 'user',
    handle({backend, accountId}) {
      backend.pendingDeletions.set(accountId, 'stand-in-code');
      return ok({message: 'confirmation code sent'});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/delete-account\/confirm$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {confirmation_code: code} = fields(body);
      if (backend.pendingDeletions.get(accountId) !== code) return fail(400, 'wrong confirmation code');
      backend.accounts.delete(accountId);
      backend.kv.delete(accountId);
      return ok({message: 'account deleted'});
    },
  },
];
