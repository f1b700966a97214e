/**
 * The rules /llms.txt gives an agent that writes code with the SDK. Each rule states what to do
 * and links to the guide sections (page path + heading anchor) that show it with code. tests/build/llms.test.ts checks that every anchor exists in the built page.
 */
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';

const SDK_VERSION = LATEST_DOCS.sdkVersion;

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

const GETTING_STARTED = '/docs/guides/getting-started';
const REGISTRATION = '/docs/registration';
const ATTESTATION = '/docs/guides/remote-attestation';
const CRYPTO = '/docs/guides/cryptographic-operations';
const DOCUMENT_UPLOAD = '/docs/guides/document-upload';

export const AGENT_RULES_INTRO =
  `Rules for agents writing code with \`${SDK_PACKAGE}\` ${SDK_VERSION}. Each links to the guide section that shows it; ` +
  'the TypeScript samples there are type-checked against that release.';

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
      'Keep passwords, access and refresh tokens (the SDK stores them itself), the session key from `getAttestation`, private keys and mnemonics ' +
      '(`getPrivateKey`, `getPrivateKeyBytes`), third-party tokens, and stored, decrypted or AI data out of logs, analytics, error reports, URLs and `localStorage`; ' +
      'hold them in component state only while the user needs them.',
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
    title: 'Check attestation before you show "verified".',
    text:
      'Call `getAttestationDocument()` and count the enclave as verified only when it resolves, `validatedPcr0Hash?.isMatch` is `true` and `cert0hash` equals `expectedRootCertHash`; ' +
      "pin the enclave builds you trust with the provider's `pcrConfig`, never store the result, and never ship a build whose `apiUrl` is a local development server (`http://localhost:3000`, `http://127.0.0.1:3000`, `http://0.0.0.0:3000`), whose attestation the SDK does not verify.",
    links: [
      {
        title: 'Remote attestation: Show the verification to users',
        path: ATTESTATION,
        anchor: '4-show-the-verification-to-users',
      },
      {title: 'Pin the builds you trust', path: ATTESTATION, anchor: '1-pin-the-builds-you-trust-with-pcrconfig'},
    ],
  },
  {
    title: 'Pin the SDK version.',
    text: `Install the exact release these docs describe: \`npm install -E ${SDK_PACKAGE}@${SDK_VERSION}\`.`,
    links: [{title: 'Getting started: Install the SDK', path: GETTING_STARTED, anchor: 'install-the-sdk'}],
  },
  {
    title: 'Match the docs to the installed version.',
    text:
      `Every guide and the API reference describe ${SDK_VERSION} exactly, except Document upload (\`uploadDocument\`, \`checkDocumentStatus\`, \`uploadDocumentWithPolling\`), ` +
      `which needs 1.5.4 and describes 1.5.4. For any other installed version, trust the type declarations in \`node_modules/${SDK_PACKAGE}\` over these pages.`,
    links: [{title: 'Document upload: Upgrade to 1.5.4', path: DOCUMENT_UPLOAD, anchor: 'upgrade-to-154'}],
  },
];
