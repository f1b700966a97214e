/**
 * The messages a list of SDK calls reject with when the server answers with an error status:
 * first an error JSON without a `message` (the call's own fallback text shows), then one with
 * a `message` (the server's text shows). Each call gets exactly one scripted answer.
 */
import {expect} from 'vitest';
import {consoleText} from './console-capture';
import {rejection} from './render';
import {standIn} from './stand-in-instance';

export interface ErrorCase {
  readonly method: string;
  /** The path the call requests, without its query string. */
  readonly path: string;
  /** The text the SDK uses when the error answer has no message. */
  readonly fallback: string;
  readonly call: () => Promise<unknown>;
}

export const SERVER_MESSAGE = 'stand-in: refused';

export interface ErrorMessages {
  readonly withoutMessage: readonly string[];
  readonly withMessage: readonly string[];
  /** How many requests the calls sent in all. */
  readonly requests: number;
}

export async function errorMessages(cases: readonly ErrorCase[]): Promise<ErrorMessages> {
  const start = standIn.log.all().length;
  const run = async (body: Record<string, unknown>): Promise<string[]> => {
    const messages: string[] = [];
    for (const errorCase of cases) {
      standIn.faults.add({path: errorCase.path, method: errorCase.method, status: 404, body: {json: body}});
      messages.push(((await rejection(errorCase.call)) as Error).message);
    }
    return messages;
  };
  const withoutMessage = await run({status: 404});
  const withMessage = await run({status: 404, message: SERVER_MESSAGE});
  return {withoutMessage, withMessage, requests: standIn.log.all().length - start};
}

/**
 * Asserts that each call rejects with its fallback text, then with the server's message, that
 * each sent one request, and that each error was written with `console.error`.
 */
export async function expectFallbackMessages(cases: readonly ErrorCase[]): Promise<void> {
  const messages = await errorMessages(cases);
  expect(messages.withoutMessage).toEqual(cases.map((errorCase) => errorCase.fallback));
  expect(messages.withMessage).toEqual(cases.map(() => SERVER_MESSAGE));
  expect(messages.requests).toBe(2 * cases.length);
  for (const errorCase of cases) expect(consoleText()).toContain(`error: Error: ${errorCase.fallback}`);
}
