/** An `openai` client that sends through a release's `aiCustomFetch`, as the AI guides set it up. */
import OpenAI from 'openai';
import {vi} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {standIn} from './stand-in-instance';

type AiFetch = (input: string, init?: RequestInit) => Promise<Response>;

const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function openaiClient(aiCustomFetch: () => AiFetch, options: {maxRetries?: number} = {}): OpenAI {
  return new OpenAI({
    baseURL: `${LOOPBACK_ORIGIN}/v1`,
    apiKey: 'sk-not-used-by-the-sdk',
    dangerouslyAllowBrowser: true,
    // openai calls fetch(url: string, init); the release's function is read at call time.
    fetch: (input, init) => aiCustomFetch()(urlOf(input), init),
    ...options,
  });
}

/**
 * Settles a promise that waits on `setTimeout` (openai's retry back-off) under fake timers,
 * advancing the clock a second at a time; resolves with its value or its rejection.
 */
export async function settleWithFakeTimers<T>(start: () => Promise<T>): Promise<{value?: T; error?: unknown}> {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
  let outcome: {value?: T; error?: unknown} | undefined;
  start().then(
    (value) => (outcome = {value}),
    (error: unknown) => (outcome = {error}),
  );
  for (let second = 0; second < 60 && outcome === undefined; second += 1) await vi.advanceTimersByTimeAsync(1000);
  vi.useRealTimers();
  if (outcome === undefined) throw new Error('the request did not settle within 60 simulated seconds');
  return outcome;
}

/** The next POST to the chat completions path is answered with an event stream of this text. */
export function serveEventStream(text: string): void {
  standIn.faults.add({
    path: '/v1/chat/completions',
    method: 'POST',
    status: 200,
    body: {text},
    headers: {'content-type': 'text/event-stream'},
  });
}
