/**
 * Protections a security-minded reader may assume and the SDK does not give: sealed answers
 * that are not tied to their request.
 */
import {expect, vi} from 'vitest';
import {LOOPBACK_ORIGIN} from './stand-in/stand-in';
import {test} from './support/behaviour';
import {call, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

/** Runs `run` and resolves with the text of every answer `fetch` gave the SDK meanwhile, by URL. */
async function answersDuring(run: () => Promise<unknown>): Promise<Map<string, string>> {
  const realFetch = globalThis.fetch;
  const answers = new Map<string, string>();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    answers.set(input instanceof Request ? input.url : String(input), await response.clone().text());
    return response;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return answers;
}

/**
 * @backs security#what-is-encrypted
 * @backs security#what-only-the-server-decides
 */
test('answers-not-bound-to-request: a sealed body is tied to no request: the body of `put("a", "alpha")` seals the value alone, and within one session the encrypted answer of `get("a")`, or that request body, served as the answer to `get("b")`, decrypts and becomes its result, as often as it is served', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('a', 'alpha'));
  await call(() => sdk().put('b', 'beta'));
  const answers = await answersDuring(() => call(() => sdk().get('a')));
  const answerOfA = answers.get(`${LOOPBACK_ORIGIN}/protected/kv/a`);
  const [putOfA] = standIn.log.to('/protected/kv/a', 'PUT');
  expect(answerOfA).toMatch(/^\{"encrypted":"/);
  // The request body holds the value and nothing of the method, the path or the time.
  expect(openBody(putOfA, storedSessionKey()!)).toBe('alpha');
  const path = '/protected/kv/b';
  standIn.faults.add({path, method: 'GET', status: 200, body: {text: answerOfA!}, times: 2});
  standIn.faults.add({path, method: 'GET', status: 200, body: {text: putOfA.rawBody!}});
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  // The stand-in still holds "beta" under "b", and the session was never renewed.
  expect(await call(() => sdk().get('b'))).toBe('beta');
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
});
