/**
 * The rules /llms.txt gives an agent that writes code with the SDK. They speak of the latest
 * release (LATEST_DOCS) and point to the docs of the older one for apps that stay on it. Each
 * rule states what to do and links to the guide sections (page path + heading anchor) that show
 * it with code. tests/build/llms.test.ts checks that every anchor exists in the built page.
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
  },
  {
    title: "Treat `get`'s `undefined` as unknown, not as missing.",
    text:
      '`get` never rejects: it logs every failure (no session, network, error status, decryption) and resolves `undefined`, exactly as for a key that was never written, so a `.catch` on it never runs. ' +
      'Before writing a default or anything else over a value that `get` did not return, confirm with `list()`, which rejects on failure.',
    links: [{title: 'Key-value storage: Read a value', path: KV, anchor: 'read-a-value'}],
  },
  {
    title: 'Check attestation before you show "verified".',
    text:
      "The SDK's own session setup checks the attestation document's nonce, its certificate chain up to the bundled AWS root, the certificates' dates and its signature, and never reads PCR0: " +
      '`pcrConfig` only changes what `getAttestationDocument` and `parseAttestationForView` report, and encrypted calls work whatever build runs. To gate on the build, ' +
      'call `getAttestationDocument()` and count the enclave as verified only when it resolves, `validatedPcr0Hash?.isMatch` is `true` with a `text` other than "PCR0 matches development enclave" (development builds report `isMatch: true` too), ' +
      "and `cert0hash` equals `expectedRootCertHash`; list the enclave builds you trust in the provider's `pcrConfig` (it changes this report, not the session), never store the result, and never ship a build whose `apiUrl` is a local development server (`http://localhost:3000`, `http://127.0.0.1:3000`, `http://0.0.0.0:3000`), whose attestation the SDK does not verify at all. " +
      `In ${LATEST}, a PCR0 in neither the built-in lists nor \`pcrConfig\` is checked against OpenSecret's signed PCR histories (production, then development, matches of both reading alike), fetched from raw.githubusercontent.com, unless \`pcrConfig.remoteAttestation\` is \`false\`.`,
    links: [
      {title: 'Remote attestation: How the SDK uses it', path: ATTESTATION, anchor: 'how-the-sdk-uses-it'},
      {
        title: 'Remote attestation: Show the verification to users',
        path: ATTESTATION,
        anchor: '4-show-the-verification-to-users',
      },
      {title: 'Name the builds you trust', path: ATTESTATION, anchor: '1-name-the-builds-you-trust-with-pcrconfig'},
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
    ],
  },
  {
    title: 'Stream AI answers through the OpenAI client.',
    text:
      '`createResponse` resolves to a stored response and does not stream, whatever `stream` says; for streaming, run the `openai` client over `aiCustomFetch` and pass an `AbortSignal` to stop it. ' +
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
  },
];
