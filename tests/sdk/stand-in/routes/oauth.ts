/**
 * GitHub and Google sign-in: the start call answers with a consent URL and a CSRF token, the
 * callback trades a code for tokens. A code `stand-in-code:<email>` stands for the provider's
 * answer: it signs in the account with that email, creating it when there is none. The
 * stand-in does not compare `state` with the CSRF token, so tests show what the SDK compares.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';

export const OAUTH_CODE_PREFIX = 'stand-in-code:';

export const OAUTH_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/auth\/(?<provider>github|google)$/,
    auth: 'none',
    handle({backend, params}) {
      const csrf = backend.next('stand-in-csrf');
      return ok({auth_url: `https://${params.provider}.stand-in.test/authorize?state=${csrf}`, csrf_token: csrf});
    },
  },
  {
    method: 'POST',
    path: /^\/auth\/(?<provider>github|google)\/callback$/,
    auth: 'none',
    handle({backend, body}) {
      const {code} = fields(body);
      if (typeof code !== 'string' || !code.startsWith(OAUTH_CODE_PREFIX)) return fail(400, 'unknown code');
      const email = code.slice(OAUTH_CODE_PREFIX.length);
      const account = backend.findByEmail(email) ?? backend.createAccount({email, password: backend.uuid()});
      return ok({id: account.id, email: account.email, ...backend.issueTokens(account.id)});
    },
  },
];
