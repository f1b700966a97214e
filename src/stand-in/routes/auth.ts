/** Accounts and tokens: sign-in (email or guest id), registration, refresh, logout, the user. */
import {type ApiRoute, fail, fields, ok} from '../api-route';

export const AUTH_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/login$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, id, password} = fields(body);
      const account =
        typeof email === 'string' ? backend.findByEmail(email) : backend.accounts.get(typeof id === 'string' ? id : '');
      if (!account || account.password !== password) return fail(401, 'wrong credentials');
      return ok({id: account.id, email: account.email, ...backend.issueTokens(account.id)});
    },
  },
  {
    method: 'POST',
    path: /^\/register$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, password, name} = fields(body);
      if (typeof password !== 'string') return fail(400, 'password missing');
      if (typeof email === 'string' && backend.findByEmail(email)) return fail(409, 'email already registered');
      const account = backend.createAccount({
        email: typeof email === 'string' ? email : undefined,
        password,
        name: typeof name === 'string' ? name : null,
      });
      return ok({id: account.id, email: account.email, ...backend.issueTokens(account.id)});
    },
  },
  {
    method: 'POST',
    path: /^\/refresh$/,
    auth: 'none',
    handle({backend, body}) {
      const {refresh_token: token} = fields(body);
      const accountId = typeof token === 'string' ? backend.refreshTokens.get(token) : undefined;
      if (accountId === undefined) return fail(401, 'refresh token not valid');
      backend.refreshTokens.delete(token as string);
      return ok(backend.issueTokens(accountId));
    },
  },
  {
    method: 'POST',
    path: /^\/logout$/,
    auth: 'none',
    handle({backend, body}) {
      const {refresh_token: token} = fields(body);
      if (typeof token === 'string') backend.refreshTokens.delete(token);
      return ok({message: 'logged out'});
    },
  },
  {
    method: 'GET',
    path: /^\/protected\/user$/,
    auth: 'user',
    handle({backend, accountId}) {
      const account = backend.accounts.get(accountId);
      return account ? ok({user: backend.userView(account)}) : fail(404, 'account not found');
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/convert_guest$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const account = backend.accounts.get(accountId);
      const {email, password, name} = fields(body);
      if (!account || typeof email !== 'string' || typeof password !== 'string')
        return fail(400, 'email and password needed');
      account.email = email;
      account.password = password;
      if (typeof name === 'string') account.name = name;
      return ok({message: 'converted'});
    },
  },
];
