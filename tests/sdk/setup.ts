/**
 * Setup of the `sdk` projects: the stand-in intercepts requests for the whole file; every test
 * starts with empty local and session storage, a fresh stand-in and a recording console.
 *
 * The page is at `SDK_PAGE_URL` (vitest.config.ts), an origin the stand-in does not serve: a request
 * the SDK sends to the page's own origin (a relative URL, an empty API URL) is recorded in
 * `standIn.log` with its full URL and answered 404 `stand-in: … went to the page's own origin`.
 * A test that needs the page and the API on one origin calls `standIn.servePageOrigin()`.
 */
import {cleanup} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, beforeEach, vi} from 'vitest';
import {captureConsole} from './support/console-capture';
import {standIn} from './support/stand-in-instance';

beforeAll(() => {
  standIn.pageOriginDefault = 'recorded';
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
