/**
 * Setup of the `sdk` project: the stand-in intercepts requests for the whole file; every test
 * starts with empty local and session storage, a fresh stand-in and a recording console.
 */
import {cleanup} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, beforeEach, vi} from 'vitest';
import {captureConsole} from './support/console-capture';
import {standIn} from './support/stand-in-instance';

beforeAll(() => {
  standIn.listen();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  standIn.reset();
  captureConsole();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(() => {
  standIn.close();
});
