/** Behaviours of 3.2.0 and 1.1.0 that the security model pages state and that no other entry covers. */
import type {SdkBehaviour} from './types';

const VERIFICATION = 'tests/sdk/security-verification.test.ts';
const SESSION = 'tests/sdk/security-session.test.ts';
const AI = 'tests/sdk/security-ai.test.ts';

/**
 * One behaviour in both releases: the same title, each release's security page with its own
 * section anchors, and (`also`) other pages of a release that state it.
 */
function both<const V3 extends string, const V1 extends string>(
  ids: {readonly '3.2.0': V3; readonly '1.1.0': V1},
  entry: {
    readonly title: string;
    readonly sections: readonly string[];
    readonly test: string;
    readonly also?: {readonly '3.2.0'?: readonly string[]; readonly '1.1.0'?: readonly string[]};
  },
) {
  const pages = (route: string, others: readonly string[] = []) => [
    ...entry.sections.map((section) => `${route}#${section}`),
    ...others,
  ];
  return {
    [ids['3.2.0']]: {
      release: '3.2.0',
      title: entry.title,
      pages: pages('/docs/3.x/security', entry.also?.['3.2.0']),
      test: entry.test,
    },
    [ids['1.1.0']]: {
      release: '1.1.0',
      title: entry.title,
      pages: pages('/docs/security', entry.also?.['1.1.0']),
      test: entry.test,
    },
  } as Readonly<Record<V3, SdkBehaviour & {release: '3.2.0'}>> &
    Readonly<Record<V1, SdkBehaviour & {release: '1.1.0'}>>;
}

const CHECKS = 'what-the-attestation-check-verifies';
const LEFT_OUT = 'what-the-check-leaves-out';
const HANDSHAKE = 'the-handshake';
const NOT_ENCRYPTED = 'what-is-not-encrypted';
const STORAGE = 'where-tokens-keys-and-the-session-live';
const CONSOLE = 'what-the-sdk-writes-to-the-console';
const RESENT = 'requests-the-sdk-sends-again';
const SERVER = 'what-only-the-server-decides';

/** A behaviour of 1.1.0 only: 3.2.0's `aiCustomFetch` is held to it by `v3.ai-fetch-unencrypted-answers-pass`. */
const ONLY_1_1_0 = {
  'v1.ai-plain-answer-passes': {
    release: '1.1.0',
    title:
      '`aiCustomFetch` hands an answer that is not encrypted to the `openai` client as it came, so a plain JSON completion reads like one from the enclave',
    pages: [`/docs/security#${NOT_ENCRYPTED}`, `/docs/security#${SERVER}`],
    test: AI,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

export const SECURITY = {
  ...both(
    {'3.2.0': 'v3.authenticate-ignores-measurements', '1.1.0': 'v1.authenticate-ignores-measurements'},
    {
      title:
        '`authenticate` accepts a document whose chain and signature verify under the root it is given, whatever its PCR values, module ID and timestamp, with certificates that carry no extensions, and makes no request doing so',
      sections: [LEFT_OUT, SERVER],
      test: VERIFICATION,
      also: {
        '1.1.0': ['/docs/#the-enclave-model-in-plain-words', '/docs/guides/remote-attestation#how-the-sdk-uses-it'],
      },
    },
  ),
  ...both(
    {'3.2.0': 'v3.authenticate-checks-signature', '1.1.0': 'v1.authenticate-checks-signature'},
    {
      title:
        '`authenticate` rejects a document whose COSE signature was made with a key other than the enclave certificate’s ("Signature verification failed.")',
      sections: [CHECKS],
      test: VERIFICATION,
      also: {
        '1.1.0': [
          '/docs/#the-enclave-model-in-plain-words',
          '/docs/guides/getting-started#how-the-sdk-talks-to-opensecret',
          '/docs/guides/remote-attestation#how-the-sdk-uses-it',
        ],
      },
    },
  ),
  ...both(
    {'3.2.0': 'v3.authenticate-checks-issuer-signature', '1.1.0': 'v1.authenticate-checks-issuer-signature'},
    {
      title:
        '`authenticate` leaves out of the chain a certificate that names the root as its issuer but was signed by another key, and so rejects it ("Certificate chain length does not match length of cabundle.")',
      sections: [CHECKS],
      test: VERIFICATION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.authenticate-not-yet-valid', '1.1.0': 'v1.authenticate-not-yet-valid'},
    {
      title: '`authenticate` rejects a certificate that is not valid yet with the message "Certificate is expired."',
      sections: [CHECKS],
      test: VERIFICATION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.console-verification-details', '1.1.0': 'v1.console-verification-details'},
    {
      title:
        'verifying a document logs the chain, each certificate’s subject and PEM, the enclave certificate’s public key, the signature, its digest and the verdict',
      sections: [CONSOLE],
      test: VERIFICATION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.loopback-trailing-slash-checked', '1.1.0': 'v1.loopback-trailing-slash-checked'},
    {
      title:
        '`http://localhost:3000/`, with a trailing slash, is used as given, so the first request is `GET http://localhost:3000//attestation/<nonce>`, and is not one of the URLs that skip verification: the handshake runs the full check and rejects a document with another nonce',
      sections: [LEFT_OUT],
      test: VERIFICATION,
      also: {
        '3.2.0': [
          '/docs/3.x/guides/getting-started#wrap-your-app',
          '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
        ],
        '1.1.0': ['/docs/guides/getting-started#wrap-your-app', '/docs/guides/remote-attestation#security-notes'],
      },
    },
  ),
  ...both(
    {'3.2.0': 'v3.sign-in-keeps-session', '1.1.0': 'v1.sign-in-keeps-session'},
    {
      title:
        'signing in as another user replaces the tokens but keeps the session: the new user’s requests go out with the same session ID and no new handshake',
      sections: [HANDSHAKE, STORAGE],
      test: SESSION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.session-has-no-expiry', '1.1.0': 'v1.session-has-no-expiry'},
    {
      title: 'a stored session has no expiry on the client: thirty days later by the clock, a call still uses it',
      sections: [HANDSHAKE, SERVER],
      test: SESSION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.password-resent-after-bad-request', '1.1.0': 'v1.password-resent-after-bad-request'},
    {
      title:
        'a sign-in answered 400 is sent again after a new handshake: the email and the password go out twice, each time encrypted for its own session',
      sections: [RESENT],
      test: SESSION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.resends-stack', '1.1.0': 'v1.resends-stack'},
    {
      title: 'a call answered 401 and then 400 is sent three times: after a token refresh, then after a new handshake',
      sections: [RESENT],
      test: SESSION,
    },
  ),
  ...both(
    {'3.2.0': 'v3.console-401-url-query', '1.1.0': 'v1.console-401-url-query'},
    {
      title:
        'after a 401 the console shows the full URL of the request, storage key and query string included, such as the derivation path of `getPrivateKey`, but not the recovery phrase `getPrivateKey` then resolves',
      sections: [CONSOLE],
      test: SESSION,
      also: {
        '3.2.0': [
          '/docs/3.x/guides/key-value-storage#security-notes',
          '/docs/3.x/guides/cryptographic-operations#4-export-a-recovery-phrase-only-on-request',
          '/docs/3.x/guides/cryptographic-operations#security-notes',
          '/docs/3.x/guides/getting-started#security-notes',
        ],
      },
    },
  ),
  ...ONLY_1_1_0,
};
