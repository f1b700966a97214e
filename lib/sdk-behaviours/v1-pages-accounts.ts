/**
 * Behaviours of `@opensecret/react` 1.1.0 that its docs pages state about accounts: the
 * provider's settings and defaults, sign-in flows, session upkeep, guests, and the developer
 * provider of the registration page.
 */
import type {SdkBehaviour} from './types';

const ACCOUNTS = 'tests/sdk/v1-pages-accounts.test.ts';
const AUTH_FLOWS = 'tests/sdk/v1-pages-auth-flows.test.ts';
const PLATFORM = 'tests/sdk/v1-pages-platform.test.ts';

const GUIDES = '/docs/guides';
const AUTH = `${GUIDES}/authentication`;
const GUESTS = `${GUIDES}/guest-accounts`;
const START = `${GUIDES}/getting-started`;
const REGISTRATION = '/docs/registration';

const V1_ACCOUNTS = {
  'v1.outside-provider-defaults': {
    release: '1.1.0',
    title:
      'outside `OpenSecretProvider`, `useOpenSecret()` returns a default context whose `auth.loading` stays `true` and whose `signIn`, `signUp` and `signInGuest` resolve without sending or storing anything',
    pages: [`${START}#what-can-fail`],
    test: ACCOUNTS,
  },
  'v1.context-echoes-settings': {
    release: '1.1.0',
    title: '`clientId`, `apiUrl` and `pcrConfig` on the context are the values given to the provider',
    pages: [`${START}#read-the-sdk-context`, `${GUIDES}/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig`],
    test: ACCOUNTS,
  },
  'v1.mount-needs-both-tokens': {
    release: '1.1.0',
    title:
      'a provider mounted with only an access token stored sends nothing and ends with `auth` `{loading: false, user: undefined}`, leaving the token where it is',
    pages: [`${START}#read-the-sdk-context`],
    test: ACCOUNTS,
  },
  'v1.sign-ins-resolve-without-user': {
    release: '1.1.0',
    title:
      '`signIn`, `signUp`, `signUpGuest`, `signInGuest` and `handleGitHubCallback` store both tokens and resolve even when loading the user then fails: `auth.user` stays `undefined` and the failure is only logged; only `signUpGuest` resolves a value (`id` and the two tokens)',
    pages: [
      `${START}#build-a-first-app`,
      `${AUTH}#sign-in`,
      `${AUTH}#sign-in-with-github-or-google`,
      `${GUESTS}#create-a-guest-account`,
      `${GUESTS}#sign-a-guest-back-in`,
    ],
    test: ACCOUNTS,
  },
  'v1.refresh-access-token': {
    release: '1.1.0',
    title:
      '`refreshAccessToken` sends the stored refresh token to `POST /refresh`, stores the new pair and resolves it; a refused refresh rejects and leaves the tokens and `auth.user`; with no refresh token stored it rejects "No refresh token available" and sends nothing',
    pages: [`${AUTH}#keep-the-session-fresh`],
    test: ACCOUNTS,
  },
  'v1.refetch-user-never-rejects': {
    release: '1.1.0',
    title:
      '`refetchUser` resolves whatever happens: when loading the user fails it logs the error and sets `auth.user` to `undefined`, keeping the tokens; with a token missing it sends nothing and sets `auth.user` to `undefined` too',
    pages: [`${AUTH}#keep-the-session-fresh`, `${AUTH}#what-can-fail`, `${START}#what-can-fail`],
    test: ACCOUNTS,
  },
  'v1.sign-out-without-refresh-token': {
    release: '1.1.0',
    title: '`signOut` with no refresh token stored sends no logout request and still clears storage and `auth`',
    pages: [`${AUTH}#sign-out`],
    test: ACCOUNTS,
  },
  'v1.convert-guest-name-optional': {
    release: '1.1.0',
    title:
      '`convertGuestToUserAccount(email, password)` leaves `name` out of its body, and sends `name: null` when given `null`',
    pages: [`${GUESTS}#upgrade-a-guest-to-an-email-account`],
    test: ACCOUNTS,
  },
  'v1.convert-guest-failed-reload': {
    release: '1.1.0',
    title:
      'when reloading the user after `convertGuestToUserAccount` fails, the call still resolves, the error is logged and `auth.user` becomes `undefined` (the tokens stay)',
    pages: [`${GUESTS}#upgrade-a-guest-to-an-email-account`],
    test: ACCOUNTS,
  },
  'v1.calls-need-a-token': {
    release: '1.1.0',
    title:
      'with no access token stored, `changePassword`, `convertGuestToUserAccount`, `requestNewVerificationEmail`, `encryptData`, `decryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes` and `generateThirdPartyToken` reject "No access token available" and send nothing',
    pages: [
      `${AUTH}#change-the-password`,
      `${AUTH}#what-can-fail`,
      `${GUESTS}#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/cryptographic-operations#what-can-fail`,
      `${GUIDES}/third-party-tokens#what-can-fail`,
    ],
    test: ACCOUNTS,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

const V1_AUTH_FLOWS = {
  'v1.oauth-start': {
    release: '1.1.0',
    title:
      '`initiateGitHubAuth("")` sends only the client ID in its encrypted `POST /auth/github`, with an invite code it adds `invite_code` unchanged (`initiateGoogleAuth` alike), and each resolves the server’s `auth_url` and `csrf_token` without storing anything but the session',
    pages: [`${AUTH}#sign-in-with-github-or-google`, `${AUTH}#how-authentication-works`],
    test: AUTH_FLOWS,
  },
  'v1.oauth-callback': {
    release: '1.1.0',
    title:
      '`handleGoogleCallback` sends only `{code, state, invite_code}` (no client ID, no `Authorization`), accepts a `state` that is not the `csrf_token` without comparing them, stores both tokens, loads the user and resolves no value',
    pages: [`${AUTH}#sign-in-with-github-or-google`, `${AUTH}#how-authentication-works`],
    test: AUTH_FLOWS,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

const V1_PLATFORM = {
  'v1.developer-sign-up': {
    release: '1.1.0',
    title:
      '`OpenSecretDeveloper`’s `signUp` sends the invite code unchanged to `POST /platform/register`, stores `access_token` and `refresh_token` in `localStorage` and loads `/platform/me` into `auth.developer`; when that load fails it logs the error and still resolves',
    pages: [`${REGISTRATION}#a-complete-setup-tool`],
    test: PLATFORM,
  },
  'v1.developer-org-and-project': {
    release: '1.1.0',
    title:
      '`createOrganization` and `createProject` resolve to the platform’s answers, the project with its `client_id`, and a `400` answer makes the SDK attest the developer API again and send the request once more',
    pages: [`${REGISTRATION}#a-complete-setup-tool`, `${REGISTRATION}#what-can-fail`],
    test: PLATFORM,
  },
  'v1.developer-input-checks': {
    release: '1.1.0',
    title:
      '`createProjectSecret` rejects a value that is not base64 and `inviteDeveloper` a blank email ("Email is required"), both before sending; without a role, `inviteDeveloper` sends `{email}` only',
    pages: [`${REGISTRATION}#configuring-the-project`],
    test: PLATFORM,
  },
  'v1.developer-calls-need-a-token': {
    release: '1.1.0',
    title:
      'with no developer signed in, `createOrganization` and `createProject` reject "No access token available" and send nothing',
    pages: [`${REGISTRATION}#what-can-fail`],
    test: PLATFORM,
  },
  'v1.developer-shares-storage': {
    release: '1.1.0',
    title:
      'the developer provider keeps its tokens under the app’s `access_token` and `refresh_token` keys, so a developer sign-in replaces a signed-in user’s tokens and the app’s next call carries the developer’s token; its calls reuse the session the app stored, even for another URL',
    pages: [`${REGISTRATION}#option-2-from-code-with-opensecretdeveloper`, `${REGISTRATION}#configuring-the-project`],
    test: PLATFORM,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

export const V1_PAGES_ACCOUNTS = {...V1_ACCOUNTS, ...V1_AUTH_FLOWS, ...V1_PLATFORM} as const;
