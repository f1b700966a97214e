/**
 * Setup of the `samples` project (after tests/sdk/setup-realm.ts): the stand-in intercepts
 * requests for the whole file; every scenario starts at the page origin's root with empty local
 * and session storage, a fresh stand-in and a recording console, and fails afterwards on what
 * support/guard.ts finds (requests off the apiUrl or unknown to the stand-in, state updates after
 * unmount, console output the page does not mention).
 */
import {cleanup} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, beforeEach, expect, vi} from 'vitest';
import {captureConsole} from '../sdk/support/console-capture';
import {standIn} from '../sdk/support/stand-in-instance';
import {guardFailures, resetGuard} from './support/guard';

beforeAll(() => {
  standIn.listen();
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  standIn.reset();
  captureConsole();
  resetGuard();
});

afterEach(() => {
  cleanup();
  const failures = guardFailures();
  vi.useRealTimers();
  vi.restoreAllMocks();
  expect(failures).toEqual([]);
});

afterAll(() => {
  standIn.close();
});
