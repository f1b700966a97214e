/**
 * The cryptographic-operations guides of both versions: the key options module and the hex
 * helper called with the hook's value after a reload with a stored session, the signing panel and
 * the recovery-phrase reveal driven through their UI (a signed-out reader, server errors, an
 * account switch, an answer that arrives after the switch), and the raw-key helper's checks.
 * The stand-in derives and signs nothing: its keys and signatures are labelled strings that
 * record what it was asked for (src/stand-in/routes/keys.ts, account.ts).
 */
import {screen, waitFor} from '@testing-library/react';
import {http} from 'msw';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {consoleText} from '../sdk/support/console-capture';
import {STAND_IN_MNEMONIC, STAND_IN_PRIVATE_KEY_HEX} from '../../src/stand-in/routes/account';
import {sealText} from '../../src/stand-in/session-crypto';
import type {PageLoad, PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  READER,
  rejectionOf,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/cryptographic-operations.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/cryptographic-operations.mdx';

const SERVER_ERROR = {status: 500, body: {json: {status: 500, message: 'the enclave is unavailable'}}} as const;

/** The stand-in's public key for an algorithm and the two paths (empty when not sent). */
const publicKeyOf = (algorithm: string, seedPath = '', keyPath = '') =>
  `stand-in-public-key(${algorithm},${seedPath},${keyPath})`;

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Query parameters of the requests to a path, decoded. */
const queriesTo = (path: string) =>
  standIn.log.to(path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));

/** Opens the page with the component `name` of the sample under a header; signed in as READER when `signedIn`. */
async function openComponent(sample: PageSample, name: string, signedIn: boolean): Promise<PageLoad> {
  account(OTHER_READER);
  if (signedIn) await earlierVisitSignedIn(sample);
  const load = await openPage(sample);
  renderInProvider(
    load.sdk,
    createElement(
      Fragment,
      null,
      createElement(accountSwitcher(load)),
      createElement(componentOf(load, sample.title, name)),
    ),
  );
  return load;
}

/** Holds the next answers to `method path` until the returned `release` is called. */
function holdAnswers(method: 'get' | 'post', path: string) {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = {arrived: false, release: () => release()};
  standIn.server.use(
    http[method](`${LOOPBACK_ORIGIN}${path}`, async () => {
      state.arrived = true;
      await held;
      return undefined; // on to the stand-in's own handler
    }),
  );
  return state;
}

// ---- src/keys.ts ------------------------------------------------------------------------------

function keysScenarios(names: {approval: string; approvalPath: string; loginPath: string; vault: [string, string]}) {
  return (sample: PageSample) => {
    it('each purpose key is a different key; the paths go in the query string of getPublicKey and inside the encrypted body of signMessage', async () => {
      const {load, context} = await signedInContext(sample);
      const keys = load.exportsOf(sample.title);
      const {LOGIN_PROOF_KEY, VAULT_KEY} = keys;
      const approval = keys[names.approval];
      const publicKeys = [];
      for (const options of [LOGIN_PROOF_KEY, approval, VAULT_KEY]) {
        const {public_key: key} = (await inAct(() => context().getPublicKey('schnorr', options))) as {
          public_key: string;
        };
        publicKeys.push(key);
      }
      expect(publicKeys).toEqual([
        publicKeyOf('schnorr', '', names.loginPath),
        publicKeyOf('schnorr', '', names.approvalPath),
        publicKeyOf('schnorr', ...names.vault),
      ]);
      expect(queriesTo('/protected/public_key')).toEqual([
        {algorithm: 'schnorr', private_key_derivation_path: names.loginPath},
        {algorithm: 'schnorr', private_key_derivation_path: names.approvalPath},
        {
          algorithm: 'schnorr',
          seed_phrase_derivation_path: names.vault[0],
          private_key_derivation_path: names.vault[1],
        },
      ]);
      await inAct(() => context().signMessage(new TextEncoder().encode('approve'), 'schnorr', approval));
      const [signing] = standIn.log.to('/protected/sign_message');
      expect(signing.search).toBe('');
      expect(signing.rawBody).not.toContain(names.approvalPath);
      expect(signing.decryptedBody).toEqual({
        message_base64: base64('approve'),
        algorithm: 'schnorr',
        key_options: {private_key_derivation_path: names.approvalPath},
      });
    });

    it('a malformed path goes out unchecked; the server refuses it (400), the SDK sends it once more over a new session, then rejects with the message', async () => {
      expectConsole(/invalid derivation path/);
      const {context} = await signedInContext(sample);
      standIn.faults.add({
        path: '/protected/public_key',
        status: 400,
        times: 2,
        body: {json: {status: 400, message: 'invalid derivation path'}},
      });
      const malformed = names.loginPath.replace(/[^/]+$/, 'x');
      standIn.log.clear();
      expect(
        await rejectionOf(() => context().getPublicKey('schnorr', {private_key_derivation_path: malformed})),
      ).toEqual(new Error('invalid derivation path'));
      expect(standIn.log.lines().map((line) => line.replace(/\/attestation\/.+$/, '/attestation/<nonce>'))).toEqual([
        'GET /protected/public_key',
        'GET /attestation/<nonce>',
        'POST /key_exchange',
        'GET /protected/public_key',
      ]);
      expect(queriesTo('/protected/public_key')[0]).toEqual({
        algorithm: 'schnorr',
        private_key_derivation_path: malformed,
      });
    });
  };
}

samplesOf(
  V3,
  'src/keys.ts',
  keysScenarios({
    approval: 'APPROVAL_KEY',
    approvalPath: "m/4242'/11'",
    loginPath: "m/4242'/10'",
    vault: ["m/83696968'/39'/0'/12'/2'", "m/4242'/12'"],
  }),
);
samplesOf(
  V1,
  'src/keys.ts',
  keysScenarios({
    approval: 'INVOICE_APPROVAL_KEY',
    approvalPath: "m/4242'/11'",
    loginPath: "m/4242'/10'",
    vault: ["m/83696968'/39'/0'/12'/2'", "m/4242'/12'"],
  }),
);

// ---- src/hex.ts -------------------------------------------------------------------------------

function hexScenarios(sample: PageSample) {
  it('hexToBytes turns hex into bytes and refuses odd lengths and non-hex; both messages sign as bytes', async () => {
    const {load, context} = await signedInContext(sample);
    const {hexToBytes, textMessage, hexMessage} = load.exportsOf(sample.title) as {
      hexToBytes: (hex: string) => Uint8Array;
      textMessage: Uint8Array;
      hexMessage: Uint8Array;
    };
    expect([...hexMessage]).toEqual([0xde, 0xad, 0xbe, 0xef]);
    expect([...hexToBytes('00FFa0')]).toEqual([0x00, 0xff, 0xa0]);
    expect(new TextDecoder().decode(textMessage)).toBe('Hello from OpenSecret');
    expect(() => hexToBytes('abc')).toThrow('Expected an even-length hex string');
    expect(() => hexToBytes('zz')).toThrow('Expected an even-length hex string');
    for (const message of [textMessage, hexMessage]) await inAct(() => context().signMessage(message, 'ecdsa'));
    expect(standIn.log.to('/protected/sign_message').map((request) => request.decryptedBody)).toEqual([
      {message_base64: base64('Hello from OpenSecret'), algorithm: 'ecdsa'},
      {message_base64: '3q2+7w==', algorithm: 'ecdsa'},
    ]);
  });
}

samplesOf(V3, 'src/hex.ts', hexScenarios);
samplesOf(V1, 'src/hex.ts', hexScenarios);

// ---- src/SignMessagePanel.tsx -----------------------------------------------------------------

const DEFAULT_MESSAGE = 'I approve invoice 2025-0042';

function signMessagePanelScenarios(approvalPath: string) {
  return (sample: PageSample) => {
    const shown = () =>
      Object.fromEntries(
        screen.queryAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );

    it('SignMessagePanel asks a signed-out reader to sign in and sends nothing', async () => {
      await openComponent(sample, 'SignMessagePanel', false);
      expect(await screen.findByText('Sign in to sign messages.')).toBeTruthy();
      expect(standIn.log.to(/^\/protected\//)).toEqual([]);
    });

    it('SignMessagePanel shows the public key, hash and signature for what the user typed, with the approvals key', async () => {
      await openComponent(sample, 'SignMessagePanel', true);
      const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {name: 'Message'});
      expect(box.value).toBe(DEFAULT_MESSAGE);
      const reader = user();
      await reader.click(screen.getByRole('button', {name: 'Sign with Schnorr'}));
      await screen.findByText('Signature');
      expect(shown()).toEqual({
        'Public key': publicKeyOf('schnorr', '', approvalPath),
        'Message hash': `stand-in-hash(${base64(DEFAULT_MESSAGE)})`,
        Signature: 'stand-in-signature(schnorr)',
      });
      expect(queriesTo('/protected/public_key')).toEqual([
        {algorithm: 'schnorr', private_key_derivation_path: approvalPath},
      ]);
      expect(standIn.log.to('/protected/sign_message').map((request) => request.decryptedBody)).toEqual([
        {
          message_base64: base64(DEFAULT_MESSAGE),
          algorithm: 'schnorr',
          key_options: {private_key_derivation_path: approvalPath},
        },
      ]);
      await reader.clear(box);
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Sign with Schnorr'}).disabled).toBe(true);
      await reader.type(box, 'Pay 5 EUR');
      await reader.click(screen.getByRole('button', {name: 'Sign with Schnorr'}));
      await waitFor(() => expect(shown()['Message hash']).toBe(`stand-in-hash(${base64('Pay 5 EUR')})`));
    });

    it('SignMessagePanel shows the server message when signing fails, and signs on the next try', async () => {
      expectConsole(/the enclave is unavailable/);
      await openComponent(sample, 'SignMessagePanel', true);
      standIn.faults.add({path: '/protected/sign_message', ...SERVER_ERROR});
      const reader = user();
      await reader.click(await screen.findByRole('button', {name: 'Sign with Schnorr'}));
      expect((await screen.findByRole('alert')).textContent).toBe('the enclave is unavailable');
      expect(screen.queryByText('Signature')).toBeNull();
      await reader.click(screen.getByRole('button', {name: 'Sign with Schnorr'}));
      await screen.findByText('Signature');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("SignMessagePanel never shows one account's signature after another signs in, or after signing out", async () => {
      await openComponent(sample, 'SignMessagePanel', true);
      const reader = user();
      await reader.type(await screen.findByRole('textbox', {name: 'Message'}), ' for Reader');
      await reader.click(screen.getByRole('button', {name: 'Sign with Schnorr'}));
      await screen.findByText('Signature');
      await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
      await waitFor(() => expect(screen.queryByText('Signature')).toBeNull());
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', {name: 'Message'}).value).toBe(DEFAULT_MESSAGE);
      await reader.click(screen.getByRole('button', {name: 'Sign out'}));
      expect(await screen.findByText('Sign in to sign messages.')).toBeTruthy();
    });

    it('SignMessagePanel: a signature that arrives after another account signed in is never shown', async () => {
      await openComponent(sample, 'SignMessagePanel', true);
      const held = holdAnswers('post', '/protected/sign_message');
      const reader = user();
      await reader.click(await screen.findByRole('button', {name: 'Sign with Schnorr'}));
      await waitFor(() => expect(held.arrived).toBe(true));
      expect(screen.getByRole('button', {name: 'Signing…'})).toBeTruthy();
      await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
      await screen.findByRole('button', {name: 'Sign with Schnorr'});
      held.release();
      await settle();
      await settle();
      expect(screen.queryByText('Signature')).toBeNull();
    });
  };
}

samplesOf(V3, 'src/SignMessagePanel.tsx', signMessagePanelScenarios("m/4242'/11'"));
samplesOf(V1, 'src/SignMessagePanel.tsx', signMessagePanelScenarios("m/4242'/11'"));

// ---- src/RecoveryPhrase.tsx -------------------------------------------------------------------

const WALLET_PHRASE_PATH = "m/83696968'/39'/0'/12'/0'";
const LOAD_FAILED = 'Could not load the recovery phrase. Try again.';

function recoveryPhraseScenarios(sample: PageSample) {
  const shownWords = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

  it('RecoveryPhrase renders nothing for a signed-out reader', async () => {
    await openComponent(sample, 'RecoveryPhrase', false);
    await settle();
    expect(screen.queryByRole('button', {name: 'Reveal recovery phrase'})).toBeNull();
    expect(screen.queryByText(/Write these words down/)).toBeNull();
    expect(standIn.log.to(/^\/protected\//)).toEqual([]);
  });

  it('RecoveryPhrase shows the BIP-85 child phrase only after the click, asks for nothing else, and hides it on request', async () => {
    await openComponent(sample, 'RecoveryPhrase', true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Reveal recovery phrase'}));
    await waitFor(() => expect(shownWords()).toEqual(STAND_IN_MNEMONIC.split(' ')));
    expect(queriesTo('/protected/private_key')).toEqual([{seed_phrase_derivation_path: WALLET_PHRASE_PATH}]);
    await reader.click(screen.getByRole('button', {name: 'Hide'}));
    expect(shownWords()).toEqual([]);
    expect(screen.getByRole('button', {name: 'Reveal recovery phrase'})).toBeTruthy();
  });

  it('RecoveryPhrase hides the phrase again after a minute', async () => {
    await openComponent(sample, 'RecoveryPhrase', true);
    const reveal = await screen.findByRole('button', {name: 'Reveal recovery phrase'});
    // From here the clock is the test's: the hide timer is set once the words are shown.
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    await inAct(() => {
      reveal.click();
      return Promise.resolve();
    });
    for (let step = 0; step < 200 && shownWords().length === 0; step += 1) {
      await inAct(() => vi.advanceTimersByTimeAsync(10));
    }
    expect(shownWords()).toEqual(STAND_IN_MNEMONIC.split(' '));
    await inAct(() => vi.advanceTimersByTimeAsync(59_000));
    expect(shownWords()).toEqual(STAND_IN_MNEMONIC.split(' '));
    await inAct(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shownWords()).toEqual([]);
    expect(screen.getByRole('button', {name: 'Reveal recovery phrase'})).toBeTruthy();
    vi.useRealTimers();
  });

  it('RecoveryPhrase shows a fixed message on failure, never the server message; the SDK logs the error, after a 401 the URL, never the phrase', async () => {
    expectConsole(/the enclave is unavailable/);
    await openComponent(sample, 'RecoveryPhrase', true);
    standIn.faults.add({path: '/protected/private_key', ...SERVER_ERROR});
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Reveal recovery phrase'}));
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_FAILED);
    // An expired access token: the SDK refreshes it, sends the request again and logs its URL.
    standIn.faults.add({path: '/protected/private_key', status: 401, body: {json: {status: 401, message: 'expired'}}});
    await reader.click(screen.getByRole('button', {name: 'Reveal recovery phrase'}));
    await waitFor(() => expect(shownWords()).toHaveLength(STAND_IN_MNEMONIC.split(' ').length));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleText()).toContain(
      `Received 401 for URL ${LOOPBACK_ORIGIN}/protected/private_key?seed_phrase_derivation_path=${encodeURIComponent(WALLET_PHRASE_PATH)}`,
    );
    expect(consoleText()).not.toContain(STAND_IN_MNEMONIC);
  });

  it('RecoveryPhrase drops the words when another account signs in, and renders nothing after signing out', async () => {
    await openComponent(sample, 'RecoveryPhrase', true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Reveal recovery phrase'}));
    await waitFor(() => expect(shownWords()).not.toEqual([]));
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(shownWords()).toEqual([]));
    expect(screen.getByRole('button', {name: 'Reveal recovery phrase'})).toBeTruthy();
    await reader.click(screen.getByRole('button', {name: 'Reveal recovery phrase'}));
    await waitFor(() => expect(shownWords()).not.toEqual([]));
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    await waitFor(() => expect(screen.queryByText(/Write these words down/)).toBeNull());
    expect(shownWords()).toEqual([]);
  });

  it('RecoveryPhrase: a phrase that arrives after signing out is never shown', async () => {
    await openComponent(sample, 'RecoveryPhrase', true);
    const held = holdAnswers('get', '/protected/private_key');
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Reveal recovery phrase'}));
    await waitFor(() => expect(held.arrived).toBe(true));
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    await waitFor(() => expect(screen.queryByText(/Write these words down/)).toBeNull());
    held.release();
    await settle();
    await settle();
    expect(shownWords()).toEqual([]);
  });
}

samplesOf(V3, 'src/RecoveryPhrase.tsx', recoveryPhraseScenarios);
samplesOf(V1, 'src/RecoveryPhrase.tsx', recoveryPhraseScenarios);

// ---- src/withPrivateKey.ts --------------------------------------------------------------------

/** Answers the next `private_key_bytes` request with `privateKey`, sealed as the stand-in seals answers. */
function privateKeyAnswer(privateKey: string): void {
  standIn.server.use(
    http.get(
      `${LOOPBACK_ORIGIN}/protected/private_key_bytes`,
      ({request}) => {
        const key = standIn.backend.sessions.get(request.headers.get('x-session-id') ?? '');
        if (!key) throw new Error('the SDK sent no known session');
        return Response.json({encrypted: sealText(key, JSON.stringify({private_key: privateKey}))});
      },
      {once: true},
    ),
  );
}

function withPrivateKeyScenarios(formatError: string) {
  return (sample: PageSample) => {
    type WithPrivateKey = (
      os: unknown,
      options: unknown,
      use: (key: Uint8Array) => Promise<unknown>,
    ) => Promise<unknown>;

    it('withPrivateKey hands the 32 key bytes to the callback, returns its value and zeroes the bytes after', async () => {
      const {load, context} = await signedInContext(sample);
      const withPrivateKey = load.exportsOf(sample.title).withPrivateKey as WithPrivateKey;
      let seen: Uint8Array | undefined;
      let during: number[] = [];
      const options = {
        seed_phrase_derivation_path: "m/83696968'/39'/0'/12'/2'",
        private_key_derivation_path: "m/4242'/12'",
      };
      const value = await inAct(() =>
        withPrivateKey(context(), options, (key) => {
          seen = key;
          during = [...key];
          return Promise.resolve('signed elsewhere');
        }),
      );
      expect(value).toBe('signed elsewhere');
      expect(during).toEqual([...Buffer.from(STAND_IN_PRIVATE_KEY_HEX, 'hex')]);
      expect(seen).toEqual(new Uint8Array(32));
      expect(queriesTo('/protected/private_key_bytes')).toEqual([options]);
    });

    it('withPrivateKey zeroes the bytes when the callback throws; refuses an answer that is not 64 hex characters and a failed request without calling it', async () => {
      expectConsole(/the enclave is unavailable/);
      const {load, context} = await signedInContext(sample);
      const withPrivateKey = load.exportsOf(sample.title).withPrivateKey as WithPrivateKey;
      let seen: Uint8Array | undefined;
      const thrown = await rejectionOf(() =>
        withPrivateKey(context(), {}, (key) => {
          seen = key;
          return Promise.reject(new Error('the library refused the key'));
        }),
      );
      expect(thrown).toEqual(new Error('the library refused the key'));
      expect(seen).toEqual(new Uint8Array(32));
      const use = vi.fn(() => Promise.resolve());
      for (const answer of ['5a'.repeat(31), `${'5a'.repeat(31)}zz`, READER.email]) {
        privateKeyAnswer(answer);
        expect(await rejectionOf(() => withPrivateKey(context(), {}, use))).toEqual(new Error(formatError));
      }
      standIn.faults.add({path: '/protected/private_key_bytes', ...SERVER_ERROR});
      expect(await rejectionOf(() => withPrivateKey(context(), {}, use))).toEqual(
        new Error('the enclave is unavailable'),
      );
      expect(use).not.toHaveBeenCalled();
    });
  };
}

samplesOf(V3, 'src/withPrivateKey.ts', withPrivateKeyScenarios('Unexpected private key format'));
samplesOf(V1, 'src/withPrivateKey.ts', withPrivateKeyScenarios('Expected 32 key bytes as 64 hex characters'));
