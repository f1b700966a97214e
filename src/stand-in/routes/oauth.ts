/**
 * OAuth sign-in with GitHub, Google and Apple, and Apple's native sign-in: the start answers
 * with a consent URL and a state value, the callback exchanges one code the stand-in knows for
 * an account's tokens. The stand-in checks neither the state nor the client ID; it records them.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

/** The one authorization code (web) or identity token (native) the stand-in accepts. */
export const STAND_IN_OAUTH_CODE = 'stand-in-oauth-code';
export const STAND_IN_APPLE_IDENTITY_TOKEN = 'stand-in-apple-identity-token';

/** The email address of the account an OAuth sign-in with `provider` opens. */
export const oauthEmail = (provider: string): string => `${provider}-user@example.com`;

function signInAs(backend: Backend, provider: string): ReturnType<typeof ok> {
  const email = oauthEmail(provider);
  const account = backend.findByEmail(email) ?? backend.createAccount({email, password: '', name: null});
  return ok({id: account.id, email, ...backend.issueTokens(account.id)});
}

export const OAUTH_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/auth\/(?<provider>github|google|apple)$/,
    auth: 'none',
    handle({backend, params}) {
      const state = backend.next('stand-in-state');
      const auth_url = backend.consentUrl(params.provider, state);
      return ok(params.provider === 'apple' ? {auth_url, state} : {auth_url, csrf_token: state});
    },
  },
  {
    method: 'POST',
    path: /^\/auth\/(?<provider>github|google|apple)\/callback$/,
    auth: 'none',
    handle: ({backend, body, params}) =>
      fields(body).code === STAND_IN_OAUTH_CODE ? signInAs(backend, params.provider) : fail(401, 'code not valid'),
  },
  {
    method: 'POST',
    path: /^\/auth\/apple\/native$/,
    auth: 'none',
    handle: ({backend, body}) =>
      fields(body).identity_token === STAND_IN_APPLE_IDENTITY_TOKEN
        ? signInAs(backend, 'apple')
        : fail(401, 'identity token not valid'),
  },
];
