/** Behaviours of `@opensecret/react` 3.2.0's developer provider, `OpenSecretDeveloper`, that the registration page states. */
import type {SdkBehaviour} from '../types';

const PLATFORM = 'tests/sdk/v3-users-platform.test.ts';

const DOCS = '/docs/3.x';
const REGISTRATION = `${DOCS}/registration`;

export const V3_USERS_PLATFORM = {
  'v3.developer-sign-up': {
    release: '3.2.0',
    title:
      'the developer `signUp` sends the invite code as given, stores the tokens under `access_token` and `refresh_token`, loads `auth.developer`, and resolves an object it builds with `id: ""`; when loading the developer fails it still resolves, the failure only logged',
    pages: [`${REGISTRATION}#option-2-from-code-with-opensecretdeveloper`, `${REGISTRATION}#a-complete-setup-tool`],
    test: PLATFORM,
  },
  'v3.developer-sign-up-failures': {
    release: '3.2.0',
    title:
      'the developer `signUp` rejects with the platform’s `message`, else "Failed to register"; a 400 makes it renew the session and send the same registration once more first',
    pages: [`${REGISTRATION}#what-can-fail`],
    test: PLATFORM,
  },
  'v3.developer-calls-need-token': {
    release: '3.2.0',
    title:
      '`createOrganization` and `createProject` reject "No access token available" without a request when no developer is signed in, refresh through `POST /platform/refresh` and resend once after a 401, and reject with the platform’s message',
    pages: [`${REGISTRATION}#a-complete-setup-tool`, `${REGISTRATION}#what-can-fail`],
    test: PLATFORM,
  },
  'v3.developer-input-checks': {
    release: '3.2.0',
    title:
      '`createProjectSecret` rejects a value that does not look like base64 and `inviteDeveloper` a blank email before any request; key names go out unchecked, and without a role the invite carries no `role` field',
    pages: [`${REGISTRATION}#configuring-the-project`],
    test: PLATFORM,
  },
  'v3.providers-share-storage': {
    release: '3.2.0',
    title:
      'on one origin the developer provider sends the app user’s stored token over the app’s session, its sign-in replaces the stored tokens without a new handshake, and the app provider’s next call carries the developer’s token',
    pages: [`${REGISTRATION}#configuring-the-project`, `${DOCS}/migration#what-did-not-change`],
    test: PLATFORM,
  },
  'v3.developer-sign-out-keeps-session': {
    release: '3.2.0',
    title:
      'the developer `signOut` sends the refresh token to `POST /platform/logout` and removes the two tokens, leaving `sessionKey` and `sessionId` in `sessionStorage`',
    pages: [`${REGISTRATION}#configuring-the-project`, `${DOCS}/migration#what-did-not-change`],
    test: PLATFORM,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
