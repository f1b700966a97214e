/**
 * How the resend rules compose. Each family of calls is run through every sequence of up to four
 * answers drawn from success, 400, "Encryption error", 401, refresh failure and network failure
 * (`support/answer-sequences.ts` states how each answer applies), and the bounds are computed
 * from the runs: 72 sequences for a call of the context or of the developer platform, 12 for
 * `aiCustomFetch`, in each release.
 *
 * In both releases `put`, `get`, `signMessage` and `changePassword` send through the same request
 * function of the SDK, as do the other storage, key and account calls of the context and, in
 * 3.2.0, `uploadDocument`, `createInstruction` and `fetchResponsesList`; the developer platform's `createOrganization` uses it too, with the
 * platform's refresh.
 */
import {expect, vi} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {createDeveloper} from '../../src/stand-in/routes/platform';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {ANSWERS, type Answer, maxSends, type Run, runSequences, sentPastLongest} from './support/answer-sequences';
import {test} from './support/behaviour';
import type {Release} from './support/releases';
import {call, PASSWORD, signedIn} from './support/render';
import {renderDeveloper} from './support/render-developer';
import {standIn} from './support/stand-in-instance';

/** The runs of one release's family make several hundred requests: more than the project's 20 s per test on a busy machine. */
vi.setConfig({testTimeout: 90_000});

const LENGTH = 4;
const DEV_EMAIL = 'developer@example.com';
const DEV_PASSWORD = 'developer passphrase';
const COMPLETIONS = '/v1/chat/completions';

/** The runs of a family in a release, made once per file and shared by its tests. */
function once<T>(make: (release: Release) => Promise<T>): (release: Release) => Promise<T> {
  const made = new Map<Release, T>();
  return async (release) => {
    if (!made.has(release)) made.set(release, await make(release));
    return made.get(release) as T;
  };
}

const contextRuns = once(async (release): Promise<Record<'put' | 'get' | 'signMessage' | 'changePassword', Run[]>> => {
  const {sdk} = await signedIn(release);
  const refreshPath = '/refresh';
  await call(() => sdk().put('k', 'v'));
  return {
    put: await runSequences({
      target: {method: 'PUT', path: '/protected/kv/k'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().put('k', 'v'),
    }),
    get: await runSequences({
      target: {method: 'GET', path: '/protected/kv/k'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().get('k'),
    }),
    signMessage: await runSequences({
      target: {method: 'POST', path: '/protected/sign_message'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().signMessage(new TextEncoder().encode('hello'), 'schnorr'),
    }),
    changePassword: await runSequences({
      target: {method: 'POST', path: '/protected/change_password'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().changePassword(PASSWORD, PASSWORD),
    }),
  };
});

const aiRuns = once(async (release): Promise<Run[]> => {
  const {sdk} = await signedIn(release);
  const body = JSON.stringify({model: STAND_IN_MODEL, messages: [{role: 'user', content: 'hello'}]});
  return runSequences({
    target: {method: 'POST', path: COMPLETIONS},
    refreshPath: '/refresh',
    maxLength: LENGTH,
    invoke: () => sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body}),
  });
});

const platformRuns = once(async (release): Promise<Run[]> => {
  const {dev} = await renderDeveloper(release);
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  await call(() => dev().signIn(DEV_EMAIL, DEV_PASSWORD));
  return runSequences({
    target: {method: 'POST', path: '/platform/orgs'},
    refreshPath: '/platform/refresh',
    maxLength: LENGTH,
    invoke: () => dev().createOrganization('Stand-in org'),
  });
});

const RENEWING: readonly Answer[] = ['400', 'encryption error'];

/** The sequences of the context's request function that send four times: a renewal, a refreshed 401, a renewal, then anything or nothing. */
const FOUR_SENDS = RENEWING.flatMap((first) =>
  RENEWING.flatMap((third) => [
    [first, '401', third].join(', '),
    ...ANSWERS.map((fourth) => [first, '401', third, fourth].join(', ')),
  ]),
).sort();

const reaching = (runs: readonly Run[], sends: number): string[] =>
  runs
    .filter((run) => run.sends === sends)
    .map((run) => run.answers.join(', '))
    .sort();

/** Holds a request function's runs to the bound: four sends, reached by exactly `FOUR_SENDS`. */
function expectFourAtMost(runs: readonly Run[]): void {
  expect(runs).toHaveLength(72);
  expect(maxSends(runs)).toBe(4);
  expect(reaching(runs, 4)).toEqual(FOUR_SENDS);
  expect(sentPastLongest(runs, LENGTH)).toEqual([]);
  expect(runs.filter((run) => !run.sameBody)).toEqual([]);
  expect(Math.max(...runs.map((run) => run.refreshes))).toBe(1);
  expect(Math.max(...runs.map((run) => run.keyExchanges))).toBe(2);
}

/** How a run should settle: on the answer to its last send, a 401 that got no refresh rejecting as a 401. */
function expectedOutcome(run: Run): string {
  const last = run.sends > run.answers.length ? 'success' : run.answers[run.sends - 1];
  if (last === 'success') return 'resolves';
  if (last === 'refresh failure' && run.failedRefreshes === 0) return 'rejects: 401';
  return `rejects: ${last}`;
}

/** `get` resolves with the value where the others resolve, and with `undefined` where they reject. */
const asGet = (outcome: string): string => (outcome === 'resolves' ? 'resolves' : 'resolves undefined');

const settled = (run: Run): string => (run.outcome.startsWith('resolves') ? 'resolves' : run.outcome);

/** What storage should hold after a run: tokens replaced by a refresh that succeeded, the session by a key exchange. */
function expectedStorage(run: Run): Run['storage'] {
  const tokens = run.refreshes > run.failedRefreshes ? 'replaced' : 'kept';
  const session = run.keyExchanges > 0 ? 'replaced' : 'kept';
  return {access_token: tokens, refresh_token: tokens, sessionKey: session, sessionId: session};
}

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/getting-started#what-can-fail
 */
test('resends-bounded-context: `put`, `get`, `signMessage` and `changePassword` send their request at most four times, the same body each time, with at most one token refresh and two new handshakes: only when answered 400 or "Encryption error", then 401 with a refresh that succeeds, then 400 or "Encryption error" again; no sequence of answers gets a fifth send', async (release) => {
  const runs = await contextRuns(release);
  for (const callRuns of Object.values(runs)) expectFourAtMost(callRuns);
  const sends = (callRuns: readonly Run[]): string[] =>
    callRuns.map((run) => `${run.answers.join(', ')}: ${run.sends}`);
  expect(sends(runs.get)).toEqual(sends(runs.put));
  expect(sends(runs.signMessage)).toEqual(sends(runs.put));
  expect(sends(runs.changePassword)).toEqual(sends(runs.put));
});

/**
 * @backs security#requests-the-sdk-sends-again
 */
test('resends-settle-on-last-answer: `put`, `signMessage` or `changePassword` resolves only when the last answer it gets is a success and otherwise rejects with that answer’s error, or the refresh’s when that answer was a 401 whose refresh failed, where `get` resolves `undefined`; a call that fails never clears the tokens or the session, and leaves them as they were unless a refresh succeeded or a new handshake was made on the way, which replaced them', async (release) => {
  const runs = await contextRuns(release);
  for (const [name, callRuns] of Object.entries(runs)) {
    const label = (run: Run): string => `${name} ${run.answers.join(', ')}`;
    const rejected = callRuns.filter((run) => expectedOutcome(run) !== 'resolves');
    expect(rejected.map((run) => [label(run), run.storage])).toEqual(
      rejected.map((run) => [label(run), expectedStorage(run)]),
    );
    expect(rejected.filter((run) => Object.values(run.storage).includes('cleared'))).toEqual([]);
    expect(callRuns.map((run) => `${label(run)}: ${name === 'get' ? run.outcome : settled(run)}`)).toEqual(
      callRuns.map((run) => `${label(run)}: ${name === 'get' ? asGet(expectedOutcome(run)) : expectedOutcome(run)}`),
    );
  }
});

/**
 * @backs guides/document-upload#what-can-fail
 */
test('v3.resends-bounded-upload: `uploadDocument` sends the whole file at most four times, the same body each time: only when answered 400 or "Encryption error", then 401 with a refresh that succeeds, then 400 or "Encryption error" again', async () => {
  const {sdk} = await signedIn('3.2.0');
  const file = new File(['private notes'], 'notes.txt', {type: 'text/plain'});
  expectFourAtMost(
    await runSequences({
      target: {method: 'POST', path: '/v1/documents/upload'},
      refreshPath: '/refresh',
      maxLength: LENGTH,
      invoke: () => sdk().uploadDocument(file),
    }),
  );
});

/**
 * @backs guides/responses#what-can-fail
 * @backs guides/instructions#what-can-fail
 */
test('v3.resends-bounded-ai-records: `createInstruction` and `fetchResponsesList` send their request at most four times, the same body each time, in the same sequences as `put`; one that rejects with a 400 has gone out two, three or four times', async () => {
  const {sdk} = await signedIn('3.2.0');
  const refreshPath = '/refresh';
  const runs = [
    await runSequences({
      target: {method: 'POST', path: '/v1/instructions'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().createInstruction({name: 'tone', prompt: 'Answer briefly.'}),
    }),
    await runSequences({
      target: {method: 'GET', path: '/v1/responses'},
      refreshPath,
      maxLength: LENGTH,
      invoke: () => sdk().fetchResponsesList({limit: 5}),
    }),
  ];
  for (const callRuns of runs) {
    expectFourAtMost(callRuns);
    const sendsOf400 = new Set(callRuns.filter((run) => run.outcome === 'rejects: 400').map((run) => run.sends));
    expect([...sendsOf400].sort()).toEqual([2, 3, 4]);
  }
});

/**
 * @backs security#requests-the-sdk-sends-again
 */
test('resends-bounded-platform: the developer platform’s `createOrganization` sends its request at most four times, the same body each time, with at most one `POST /platform/refresh` and two new handshakes: only when answered 400 or "Encryption error", then 401 with a refresh that succeeds, then 400 or "Encryption error" again', async (release) => {
  const runs = await platformRuns(release);
  expectFourAtMost(runs);
  expect(runs.map(settled)).toEqual(runs.map(expectedOutcome));
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs #the-enclave-model-in-plain-words
 */
test('resends-bounded-ai: `aiCustomFetch` sends its request at most twice, the same body both times: only after a 401 whose refresh succeeds; a 400, "Encryption error", failed refresh or network failure is final and makes no new handshake', async (release) => {
  const runs = await aiRuns(release);
  expect(runs).toHaveLength(12);
  expect(maxSends(runs)).toBe(2);
  expect(reaching(runs, 2)).toEqual(
    [
      '401',
      '401, success',
      '401, 400',
      '401, encryption error',
      '401, 401',
      '401, refresh failure',
      '401, network failure',
    ].sort(),
  );
  expect(sentPastLongest(runs, 2)).toEqual([]);
  expect(runs.filter((run) => !run.sameBody)).toEqual([]);
  expect(Math.max(...runs.map((run) => run.keyExchanges))).toBe(0);
  expect(runs.map(settled)).toEqual(runs.map(expectedOutcome));
});
