/**
 * Runs one SDK call against every sequence of scripted answers up to a length and records, for
 * each sequence, what the call sent, how it settled and what storage holds after it.
 *
 * The model: the sequence answers the call's own request, one element per send, in the order the
 * SDK sends it; once the sequence is used up the stand-in answers normally. The other requests
 * the SDK makes meanwhile (attestation, key exchange, the token refresh) are answered normally,
 * except that the element `refresh failure` answers the call's request with a 401 and the next
 * token refresh (`POST /refresh` or `POST /platform/refresh`) with a 401 "stand-in: refresh token
 * expired", a failure the SDK does not resend. `401` answers the call's request with a 401 and
 * lets the refresh succeed. A sequence is extended only when its run sent the call's request more
 * often than the sequence had elements, so a longer sequence is run only where its extra element
 * is used; when no sequence of the full length is extended, no longer sequence sends more.
 */
import {http, HttpResponse} from 'msw';
import {act} from '@testing-library/react';
import {openText} from '../../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {standIn} from './stand-in-instance';

export const ANSWERS = ['success', '400', 'encryption error', '401', 'refresh failure', 'network failure'] as const;
export type Answer = (typeof ANSWERS)[number];

/** The messages of the scripted failures; a rejection is classified by the one it carries. */
const MESSAGES: Readonly<Record<Exclude<Answer, 'success'>, string>> = {
  '400': 'stand-in: bad request',
  'encryption error': 'Encryption error: stand-in could not open the body',
  '401': 'stand-in: unauthorized',
  'refresh failure': 'stand-in: refresh token expired',
  'network failure': 'Failed to fetch',
};

/** What the call's request is: its method and URL path (the query left out). */
export interface Target {
  readonly method: string;
  readonly path: string;
}

/** What one sequence did. */
export interface Run {
  readonly answers: readonly Answer[];
  /** How many times the call's request went out. */
  readonly sends: number;
  /** Whether every send carried the same decrypted body (no body counts as the same). */
  readonly sameBody: boolean;
  /** How many token refreshes went out. */
  readonly refreshes: number;
  /** How many of them were answered with the scripted refresh failure. */
  readonly failedRefreshes: number;
  /** How many key exchanges (new sessions) the run made. */
  readonly keyExchanges: number;
  /** `resolves`, `resolves undefined`, or `rejects: <answer whose message the error carries>`. */
  readonly outcome: string;
  /** Per stored item: `kept`, `replaced` or `cleared`. */
  readonly storage: Readonly<Record<StoredItem, 'kept' | 'replaced' | 'cleared'>>;
}

export const STORED_ITEMS = ['access_token', 'refresh_token', 'sessionKey', 'sessionId'] as const;
export type StoredItem = (typeof STORED_ITEMS)[number];

function stored(): Record<StoredItem, string | null> {
  return {
    access_token: window.localStorage.getItem('access_token'),
    refresh_token: window.localStorage.getItem('refresh_token'),
    sessionKey: window.sessionStorage.getItem('sessionKey'),
    sessionId: window.sessionStorage.getItem('sessionId'),
  };
}

function classify(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const answer = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).find((key) => message.includes(MESSAGES[key]));
  return `rejects: ${answer ?? message}`;
}

function failure(answer: Exclude<Answer, 'success' | 'network failure'>): Response {
  const status = answer === '400' ? 400 : answer === 'encryption error' ? 500 : 401;
  const message = MESSAGES[answer === 'refresh failure' ? '401' : answer];
  return HttpResponse.json({status, message}, {status});
}

/** The decrypted JSON of a request's `{encrypted}` body, read with the session it names; null without a body. */
async function bodyOf(request: Request): Promise<string | null> {
  const text = await request.clone().text();
  if (text === '') return null;
  const key = standIn.backend.sessions.get(request.headers.get('x-session-id') ?? '');
  if (!key) return `unreadable: ${text}`;
  const {encrypted} = JSON.parse(text) as {encrypted: string};
  return openText(key, encrypted);
}

/**
 * Runs `invoke` once per sequence of answers of up to `maxLength` elements, pruned as the module
 * comment says. The SDK's state carries over from one run to the next (tokens and session stay
 * valid on the stand-in whatever the run did), so each run's storage is compared with its own start.
 */
export async function runSequences(options: {
  readonly target: Target;
  readonly refreshPath: string;
  readonly maxLength: number;
  readonly invoke: () => Promise<unknown>;
}): Promise<Run[]> {
  const {target, refreshPath, maxLength, invoke} = options;
  interface Script {
    answers: readonly Answer[];
    used: number;
    refreshFails: boolean;
    refreshes: number;
    failedRefreshes: number;
    keyExchanges: number;
    bodies: (string | null)[];
  }
  const fresh = (answers: readonly Answer[]): Script => ({
    answers,
    used: 0,
    refreshFails: false,
    refreshes: 0,
    failedRefreshes: 0,
    keyExchanges: 0,
    bodies: [],
  });
  let script = fresh([]);
  standIn.server.resetHandlers();
  standIn.server.use(
    http.all(`${LOOPBACK_ORIGIN}/*`, async ({request}) => {
      const {pathname} = new URL(request.url);
      if (request.method === 'POST' && pathname === '/key_exchange') script.keyExchanges += 1;
      if (request.method === 'POST' && pathname === refreshPath) {
        script.refreshes += 1;
        if (script.refreshFails) {
          script.refreshFails = false;
          script.failedRefreshes += 1;
          return HttpResponse.json({status: 401, message: MESSAGES['refresh failure']}, {status: 401});
        }
        return undefined;
      }
      if (request.method !== target.method || pathname !== target.path) return undefined;
      script.bodies.push(await bodyOf(request));
      const answer = script.answers[script.used] as Answer | undefined;
      script.used += 1;
      if (answer === undefined || answer === 'success') return undefined;
      if (answer === 'network failure') return HttpResponse.error();
      if (answer === 'refresh failure') script.refreshFails = true;
      return failure(answer);
    }),
  );
  const runs: Run[] = [];
  const runOne = async (answers: readonly Answer[]): Promise<Run> => {
    script = fresh(answers);
    const before = stored();
    let outcome = '';
    await act(async () => {
      try {
        const value = await invoke();
        outcome = value === undefined ? 'resolves undefined' : 'resolves';
      } catch (error) {
        outcome = classify(error);
      }
    });
    const after = stored();
    const storage = Object.fromEntries(
      STORED_ITEMS.map((item) => [
        item,
        after[item] === null ? 'cleared' : after[item] === before[item] ? 'kept' : 'replaced',
      ]),
    ) as Run['storage'];
    const [first, ...rest] = script.bodies;
    return {
      answers,
      sends: script.used,
      sameBody: rest.every((body) => body === first),
      refreshes: script.refreshes,
      failedRefreshes: script.failedRefreshes,
      keyExchanges: script.keyExchanges,
      outcome,
      storage,
    };
  };
  const explore = async (prefix: readonly Answer[]): Promise<void> => {
    for (const answer of ANSWERS) {
      const run = await runOne([...prefix, answer]);
      runs.push(run);
      if (run.sends > run.answers.length && run.answers.length < maxLength) await explore(run.answers);
    }
  };
  await explore([]);
  return runs;
}

/** The most sends of any run. */
export const maxSends = (runs: readonly Run[]): number => Math.max(...runs.map((run) => run.sends));

/** Runs of the full length whose call sent again after the last answer: none means no longer sequence sends more. */
export const sentPastLongest = (runs: readonly Run[], maxLength: number): string[] =>
  runs.filter((run) => run.answers.length === maxLength && run.sends > maxLength).map((run) => run.answers.join(', '));
