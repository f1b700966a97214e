/**
 * The rules /llms.txt gives an agent that writes code with the SDK. They speak of the latest
 * release (LATEST_DOCS) and point to the docs of the older one for apps that stay on it. Each
 * rule states what to do and links to the guide sections (page path + heading anchor) that show
 * it with code, and names the behaviour tests (tests/sdk, `lib/sdk-behaviours.ts`) of what it
 * says the SDK does, as the security pages' rows do: llms.txt lists those tests under the rules,
 * each with what it asserts, its file and the page section that states it. A rule that states
 * nothing the SDK does says why instead. tests/unit/agent-rules.test.ts holds every rule to
 * that; tests/build/llms.test.ts checks that every anchor exists in the built page.
 */
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE, SITE_URL} from '../../src/constants';

const LATEST = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;

export interface AgentRuleLink {
  /** Link text. */
  title: string;
  /** URL path of the page, with base URL (e.g. /docs/guides/getting-started). */
  path: string;
  /** Heading id on that page. */
  anchor: string;
}

export interface AgentRule {
  /** The rule in a few words, printed in bold. */
  title: string;
  /** What to do, as one Markdown sentence or two. */
  text: string;
  links: readonly AgentRuleLink[];
  /** The behaviour tests (ids of the latest release) of everything the rule says the SDK does. */
  tests: readonly string[];
  /** For a rule with no tests: why it states nothing the SDK does. */
  statesNoSdkBehaviour?: string;
}

const GETTING_STARTED = LATEST_DOCS.gettingStartedPath;
const REGISTRATION = `${LATEST_DOCS.docsBase}registration`;
const AUTHENTICATION = `${LATEST_DOCS.docsBase}guides/authentication`;
const ATTESTATION = `${LATEST_DOCS.docsBase}guides/remote-attestation`;
const CRYPTO = `${LATEST_DOCS.docsBase}guides/cryptographic-operations`;
const KV = `${LATEST_DOCS.docsBase}guides/key-value-storage`;
const API_KEYS = `${LATEST_DOCS.docsBase}guides/api-keys`;
const RESPONSES = `${LATEST_DOCS.docsBase}guides/responses`;
const AI = `${LATEST_DOCS.docsBase}guides/ai-integration`;
const AUDIO = `${LATEST_DOCS.docsBase}guides/audio-transcription`;
const ACCOUNT_DELETION = `${LATEST_DOCS.docsBase}guides/account-deletion`;
const OLDER_GETTING_STARTED = DOCS_1_1_0.gettingStartedPath;
const OLDER_DOCUMENT_UPLOAD = `${DOCS_1_1_0.docsBase}guides/document-upload`;

export const AGENT_RULES_INTRO =
  `Rules for agents writing code with \`${SDK_PACKAGE}\` ${LATEST}, the latest release. Each links to the ${LATEST} guide section that shows it; ` +
  `the TypeScript samples there are type-checked against that release. An app that stays on ${OLDER} follows the ${OLDER} docs instead (${SITE_URL}${DOCS_1_1_0.docsBase}).`;

export const AGENT_RULES: readonly AgentRule[] = [
  {
    title: 'Wrap the app in the provider.',
    text:
      'Render `OpenSecretProvider` at the top of the tree with `apiUrl` (the enclave backend URL, no trailing slash) and `clientId`, both non-empty, ' +
      'and call `useOpenSecret()` only inside it: outside, it returns a default context whose `auth.loading` stays `true`. Check `auth.loading` before `auth.user`.',
    links: [
      {title: 'Getting started: Wrap your app', path: GETTING_STARTED, anchor: 'wrap-your-app'},
      {title: 'Read the SDK context', path: GETTING_STARTED, anchor: 'read-the-sdk-context'},
    ],
    tests: ['v3.provider-requires-settings', 'v3.hook-outside-provider', 'v3.loopback-trailing-slash-checked'],
  },
  {
    title: 'Wait for `auth.loading` before calling the SDK on mount.',
    text:
      "The provider gives the SDK its `apiUrl` in an effect, and React runs a component's effects before those of the components around it, " +
      "so on a fresh page load (an email-verification link, an OAuth callback, a reload) a call from a child's mount effect goes to the page's own origin instead, where it fails unless that origin also serves the enclave's API. " +
      '`auth.loading` turns `false` only after the provider has set the URL: return early from such an effect while it is `true` and list it in the dependencies. ' +
      "For a one-time code (`verifyEmail`, the OAuth callbacks), keep the one request in a ref so that StrictMode's second effect run waits on it instead of sending the code again.",
    links: [
      {
        title: 'Getting started: Wait for loading before calling on mount',
        path: GETTING_STARTED,
        anchor: 'wait-for-loading-before-calling-on-mount',
      },
      {title: 'Authentication: Verify the email address', path: AUTHENTICATION, anchor: 'verify-the-email-address'},
    ],
    tests: ['v3.mount-effect-before-api-url'],
  },
  {
    title: 'Take the client ID from the project.',
    text:
      "The `clientId` is the project's `client_id` (a UUID) from the OpenSecret developer platform, not its `id`. " +
      'It is public; keep it and the API URL in environment variables, as the guide does, so development and production builds can use different projects.',
    links: [
      {
        title: 'Registration: Use the client ID in your app',
        path: REGISTRATION,
        anchor: 'use-the-client-id-in-your-app',
      },
    ],
    tests: ['v3.provider-requires-settings'],
  },
  {
    title: 'Never log or persist secrets.',
    text:
      'Keep passwords, access and refresh tokens (the SDK keeps them in `localStorage` itself), the session key from `getAttestation` (the SDK keeps it in `sessionStorage`), ' +
      "private keys and mnemonics (`getPrivateKey`, `getPrivateKeyBytes`: the calls that hand the user's keys to the page), third-party tokens, and stored, decrypted or AI data " +
      'out of logs, analytics, error reports, URLs and `localStorage`; hold them in component state only while the user needs them. ' +
      'Key-value keys, and the derivation paths of `getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes`, travel in URLs, not in encrypted bodies, and the SDK logs them on some failures: never put personal data in them.',
    links: [
      {
        title: 'Cryptographic operations: Export a recovery phrase',
        path: CRYPTO,
        anchor: '4-export-a-recovery-phrase-only-on-request',
      },
      {title: 'Getting started: Security notes', path: GETTING_STARTED, anchor: 'security-notes'},
    ],
    tests: [
      'v3.sign-in-stores-tokens',
      'v3.session-in-session-storage',
      'v3.get-attestation-session',
      'v3.private-key-to-page',
      'v3.key-requests-in-query',
      'v3.storage-key-in-url',
      'v3.console-401-url-query',
    ],
  },
  {
    title: "Treat `get`'s `undefined` as unknown, not as missing.",
    text:
      '`get` never rejects: it logs every failure (no session, network, error status, decryption) and resolves `undefined`, exactly as for a key that was never written, so a `.catch` on it never runs. ' +
      'Before writing a default or anything else over a value that `get` did not return, confirm with `list()`, which rejects on failure.',
    links: [{title: 'Key-value storage: Read a value', path: KV, anchor: 'read-a-value'}],
    tests: [
      'v3.get-swallows-errors',
      'v3.get-undefined-for-every-failure',
      'v3.get-without-session',
      'v3.kv-writes-reject',
    ],
  },
  {
    title: 'Check attestation before you show "verified".',
    text:
      "The SDK's own session setup checks the attestation document's nonce, its certificate chain up to the bundled AWS root, the certificates' dates and its signature, and never reads PCR0: " +
      '`pcrConfig` changes only the PCR0 verdict the SDK reports, and encrypted calls work whatever build runs. ' +
      "`getAttestationDocument()` fetches and checks a document of its own, under a new nonce, and judges its PCR0 with the provider's `pcrConfig`; the context's `parseAttestationForView` reads no provider setting: " +
      "pass it the context's `pcrConfig` as its third argument, since with two arguments it uses the built-in lists only and downloads OpenSecret's histories even under a provider with `remoteAttestation: false`. " +
      'Count the enclave as verified only when `getAttestationDocument()` resolves with `validatedPcr0Hash` `{isMatch: true, text: "PCR0 matches a known good value"}`, a build of the built-in production list or of your `pcr0Values`: ' +
      '"PCR0 matches development enclave" is a development build, and "PCR0 matches remotely attested value" can be one too, because a match in the development history reads exactly like one in the production history. ' +
      "To accept only the builds you name, set `remoteAttestation: false` in the provider's `pcrConfig`, so nothing is downloaded, and list them in `pcr0Values`. " +
      'This vouches for the server that answered that request, not for the key of the session: the SDK never hands out the document its session was set up with (`getAttestation` resolves the session key and ID only), and a session restored from `sessionStorage` is not attested again. ' +
      'Never store the result, and never ship a build whose `apiUrl` is a local development server (`http://localhost:3000`, `http://127.0.0.1:3000`, `http://0.0.0.0:3000`), whose attestation the SDK does not verify at all. ' +
      `In ${LATEST}, a PCR0 in neither list is looked up in OpenSecret's signed PCR0 histories on raw.githubusercontent.com, production then development, unless \`remoteAttestation\` is \`false\`.`,
    links: [
      {title: 'Remote attestation: How the SDK uses it', path: ATTESTATION, anchor: 'how-the-sdk-uses-it'},
      {
        title: 'Remote attestation: Show the verification to users',
        path: ATTESTATION,
        anchor: '4-show-the-verification-to-users',
      },
      {title: 'Name the builds you trust', path: ATTESTATION, anchor: '1-name-the-builds-you-trust-with-pcrconfig'},
    ],
    tests: [
      'v3.verify-nonce-first',
      'v3.verify-root-certificate',
      'v3.verify-validity-dates',
      'v3.authenticate-checks-signature',
      'v3.pcr-config-not-in-handshake',
      'v3.attestation-document-fresh-nonces',
      'v3.attestation-document-uses-provider-config',
      'v3.parse-view-ignores-provider-config',
      'v3.built-in-pcr-lists',
      'v3.dev-history-reads-like-prod',
      'v3.get-attestation-session',
      'v3.reload-reuses-session',
      'v3.dev-document-unchecked',
      'v3.loopback-urls-exact',
      'v3.pcr-history-downloaded',
    ],
  },
  {
    title: 'Pin the SDK version.',
    text:
      `Install the exact release these rules describe: \`npm install -E ${SDK_PACKAGE}@${LATEST}\`. ` +
      `An app that must stay on ${OLDER} pins it the same way: \`npm install -E ${SDK_PACKAGE}@${OLDER}\`.`,
    links: [
      {title: `Getting started (${LATEST}): Install the SDK`, path: GETTING_STARTED, anchor: 'install-the-sdk'},
      {title: `Getting started (${OLDER}): Install the SDK`, path: OLDER_GETTING_STARTED, anchor: 'install-the-sdk'},
    ],
    tests: [],
    statesNoSdkBehaviour: 'It names the release to install; what that release does is the other rules.',
  },
  {
    title: 'Keep API keys out of the bundle.',
    text:
      'An API key authorizes AI requests without a sign-in for as long as the server accepts it (`deleteApiKey` asks the server to revoke it): never put one in source code, client environment variables, `localStorage` or URLs; ' +
      'let its owner paste it at run time and pass it to `setApiKey`, which accepts only a UUID (anything else is dropped with a console warning, clearing a key set before) ' +
      "and is cleared by every sign-in, sign-up and sign-out. The context's `transcribeAudio` does not use it: pass the key as its sixth argument.",
    links: [
      {title: 'API keys: Security notes', path: API_KEYS, anchor: 'security-notes'},
      {title: 'What setApiKey does with a value', path: API_KEYS, anchor: 'what-setapikey-does-with-a-value'},
      {title: 'Audio transcription: The session or an API key', path: AUDIO, anchor: 'the-session-or-an-api-key'},
    ],
    tests: [
      'v3.api-key-management',
      'v3.set-api-key-validates',
      'v3.api-key-in-memory-only',
      'v3.every-sign-in-clears-api-key',
      'v3.transcribe-api-key',
    ],
  },
  {
    title: 'Stream AI answers through the OpenAI client.',
    text:
      '`createResponse` does not stream: with `stream: true` the server answers with an event stream, which `createResponse` cannot read, and it rejects with "Failed to decrypt or parse the response" after the request has gone out. ' +
      'For streaming, run the `openai` client over `aiCustomFetch` and pass an `AbortSignal` to stop it. ' +
      "The SDK's own calls (`createResponse` and the other context methods) are sent once more after an HTTP 400, over a renewed session, so validation errors reach the server twice. " +
      '`aiCustomFetch` sends a request again only after a 401 (with a refreshed token, when no API key is set), but it throws on any non-OK answer, and the `openai` client treats a throwing `fetch` as a connection failure: ' +
      "it retries (twice by default; `maxRetries: 0` turns that off) and rejects with `APIConnectionError`, the SDK's message only in its `cause`.",
    links: [
      {
        title: 'Responses API: Stream, cancel, list and delete',
        path: RESPONSES,
        anchor: '2-stream-cancel-list-and-delete-in-a-component',
      },
      {title: 'Responses API: What can fail', path: RESPONSES, anchor: 'what-can-fail'},
      {title: 'AI integration: What can fail', path: AI, anchor: 'what-can-fail'},
    ],
    tests: [
      'v3.create-response-stream-rejects',
      'v3.openai-responses-stream',
      'v3.ai-openai-abort',
      'v3.bad-request-resent-once',
      'v3.resends-bounded-ai-records',
      'v3.resends-bounded-ai',
      'v3.api-key-bearer-without-refresh',
      'v3.ai-fetch-throws-on-error-status',
      'v3.ai-openai-connection-error',
      'v3.ai-openai-no-retries',
    ],
  },
  {
    title: 'Build the OpenAI client from the current `aiCustomFetch`.',
    text:
      "The context's `aiCustomFetch` is not one function for the life of the page. Until the provider's effect has run it is a placeholder that sends nothing and resolves an empty `200` response: " +
      "a child's mount effect gets it, and an `openai` client built in the first render keeps it, its calls resolving to an empty string even after sign-in. " +
      'Every change of the API key installs a new function, and one taken before keeps sending the old key, even after `setApiKey(undefined)` and `signOut`. ' +
      'Create the client in a `useMemo` that depends on `aiCustomFetch` (or read it from the context at each call), and send only once `auth.loading` is `false`.',
    links: [
      {title: 'AI integration: Sign-in or an API key', path: AI, anchor: 'sign-in-or-an-api-key'},
      {title: 'AI integration: Point the client at the enclave', path: AI, anchor: '1-point-the-client-at-the-enclave'},
      {title: 'API keys: Security notes', path: API_KEYS, anchor: 'security-notes'},
    ],
    tests: ['v3.ai-fetch-placeholder-before-effect', 'v3.ai-fetch-placeholder-kept', 'v3.old-fetch-keeps-key'],
  },
  {
    title: 'Sign out after deleting an account.',
    text: '`confirmAccountDeletion` leaves the tokens and `auth.user` in place: call `signOut` as soon as it resolves. To remove only the stored key-value data, use `delAll` instead.',
    links: [
      {
        title: 'Account deletion: What happens to the session',
        path: ACCOUNT_DELETION,
        anchor: 'what-happens-to-the-session',
      },
      {title: 'Clear the data, keep the account', path: ACCOUNT_DELETION, anchor: 'clear-the-data-keep-the-account'},
    ],
    tests: ['v3.account-deletion-keeps-session', 'v3.del-all'],
  },
  {
    title: 'Match the docs to the installed version.',
    text:
      `Read \`version\` in \`node_modules/${SDK_PACKAGE}/package.json\`. The pages under ${SITE_URL}${LATEST_DOCS.docsBase} and their API reference describe ${LATEST} exactly; ` +
      `the pages under ${SITE_URL}${DOCS_1_1_0.docsBase} (without a version segment) describe ${OLDER}, except their Document upload guide, which needs 1.5.4. ` +
      `Every Markdown copy names its release under its title. For any other installed version, trust the type declarations in \`node_modules/${SDK_PACKAGE}\` over these pages.`,
    links: [
      {
        title: `Document upload (${OLDER} docs): Upgrade to 1.5.4`,
        path: OLDER_DOCUMENT_UPLOAD,
        anchor: 'upgrade-to-154',
      },
    ],
    tests: [],
    statesNoSdkBehaviour: 'It says which pages document which release, a fact of this site.',
  },
];
