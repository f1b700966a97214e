/**
 * Document upload in release 1.5.4, which the 1.1.0 docs' document upload page documents: the
 * size check, what an upload sends, and how `uploadDocumentWithPolling` polls and fails. The
 * polling interval is 1 ms, so the real timers cost nothing.
 */
import {expect} from 'vitest';
import {scriptDocumentStatuses} from '../../src/stand-in/routes/documents';
import {test} from './support/behaviour';
import {clearConsole, errorsLogged} from './support/console-capture';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

const UPLOAD = '/v1/documents/upload';
const STATUS = '/v1/documents/status';
const TEXT = 'Quarterly report: revenue up.';
const file = (): File => new File([TEXT], 'report.txt', {type: 'text/plain'});

/**
 * @backs guides/document-upload#how-it-works
 * @backs guides/document-upload#limits-and-formats
 * @backs guides/document-upload#what-can-fail
 * @release 1.5.4
 */
test('v1.upload-size-limit: `uploadDocument` rejects a file over 10 × 1024 × 1024 bytes with "File size exceeds maximum limit of 10MB" and sends nothing', async () => {
  const {sdk} = await signedIn('1.5.4');
  const signInRequests = standIn.log.lines().length;
  const tooLarge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
  expect(await rejection(() => sdk().uploadDocument(tooLarge))).toEqual(
    new Error('File size exceeds maximum limit of 10MB'),
  );
  expect(standIn.log.lines()).toHaveLength(signInRequests);
});

/**
 * @backs guides/document-upload#how-it-works
 * @backs guides/document-upload#security-notes
 * @release 1.5.4
 */
test('v1.upload-body: `uploadDocument` sends `{filename, content_base64}` (a `File`’s name, `"document"` for a `Blob`) in an encrypted `POST /v1/documents/upload` with the access token, and resolves to the server’s answer', async () => {
  const {sdk} = await signedIn('1.5.4');
  const answer = await call(() => sdk().uploadDocument(file()));
  await call(() => sdk().uploadDocument(new Blob([TEXT])));
  const [named, blob] = standIn.log.to(UPLOAD);
  const content = Buffer.from(TEXT).toString('base64');
  expect(named.decryptedBody).toEqual({filename: 'report.txt', content_base64: content});
  expect(blob.decryptedBody).toEqual({filename: 'document', content_base64: content});
  expect(Object.keys(JSON.parse(named.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(named.rawBody).not.toContain('report.txt');
  expect(named.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  expect(answer).toEqual({task_id: expect.any(String) as unknown, filename: 'report.txt', size: TEXT.length});
  expect(storedSessionKey()).toBeDefined();
});

/**
 * @backs guides/document-upload#what-can-fail
 * @release 1.5.4
 */
test('v1.upload-resent-after-400: an upload answered `400` is sent again, whole, after a new handshake', async () => {
  const {sdk} = await signedIn('1.5.4');
  standIn.faults.add({path: UPLOAD, status: 400, body: {json: {status: 400, message: 'stand-in: bad request'}}});
  await call(() => sdk().uploadDocument(file()));
  const uploads = standIn.log.to(UPLOAD);
  expect(uploads).toHaveLength(2);
  expect(uploads[1].decryptedBody).toEqual({
    filename: 'report.txt',
    content_base64: Buffer.from(TEXT).toString('base64'),
  });
  expect(uploads[1].headers['x-session-id']).not.toBe(uploads[0].headers['x-session-id']);
});

/**
 * @backs guides/document-upload#what-can-fail
 * @release 1.5.4
 */
test('v1.upload-sent-four-times: an upload answered `400`, then `401`, then `400` and `400` again reaches the server four times, the whole file each time, before it rejects', async () => {
  const {sdk} = await signedIn('1.5.4');
  const answer = (status: number): void => {
    standIn.faults.add({path: UPLOAD, status, body: {json: {status, message: `stand-in: ${status}`}}});
  };
  for (const status of [400, 401, 400, 400]) answer(status);
  expect(await rejection(() => sdk().uploadDocument(file()))).toEqual(new Error('stand-in: 400'));
  // Faulted requests are answered before the stand-in opens them; a sealed body has the length of its plaintext.
  const uploads = standIn.log.to(UPLOAD);
  expect(uploads).toHaveLength(4);
  const sealedFile = (uploads[0].rawBody ?? '').length;
  expect(sealedFile).toBeGreaterThan(Buffer.from(TEXT).toString('base64').length);
  expect(uploads.map((upload) => (upload.rawBody ?? '').length)).toEqual([
    sealedFile,
    sealedFile,
    sealedFile,
    sealedFile,
  ]);
  expect(standIn.log.to('/refresh')).toHaveLength(1);
});

/**
 * @backs guides/document-upload#limits-and-formats
 * @release 1.5.4
 */
test('v1.upload-size-on-the-wire: the request body of an upload is about 1.8 times the file’s size (the base64 of the file, in JSON, sealed and base64-encoded again)', async () => {
  const {sdk} = await signedIn('1.5.4');
  const size = 300_000;
  await call(() => sdk().uploadDocument(new File([new Uint8Array(size).fill(7)], 'scan.pdf')));
  const [upload] = standIn.log.to(UPLOAD);
  const ratio = (upload.rawBody ?? '').length / size;
  expect(ratio).toBeGreaterThan(1.77);
  expect(ratio).toBeLessThan(1.8);
});

/**
 * @backs guides/document-upload#what-can-fail
 * @release 1.5.4
 */
test('v1.upload-errors-logged: a failed upload or status request is logged with `console.error` before the call rejects; the size check and `uploadDocumentWithPolling`’s own rejections (a "failure" status, a "success" without a document, an unknown status, the timeout) log nothing', async () => {
  const {sdk} = await signedIn('1.5.4');
  const refuse = (path: string, message: string): void => {
    standIn.faults.add({path, status: 403, body: {json: {status: 403, message}}});
  };
  clearConsole();
  refuse(UPLOAD, 'stand-in: usage limit reached');
  expect(await rejection(() => sdk().uploadDocument(file()))).toEqual(new Error('stand-in: usage limit reached'));
  refuse(STATUS, 'stand-in: not your task');
  expect(await rejection(() => sdk().checkDocumentStatus('stand-in-task-9'))).toEqual(
    new Error('stand-in: not your task'),
  );
  refuse(STATUS, 'stand-in: not your task');
  expect(await rejection(() => sdk().uploadDocumentWithPolling(file(), {pollInterval: 1}))).toEqual(
    new Error('stand-in: not your task'),
  );
  expect(errorsLogged()).toEqual([
    'Error: stand-in: usage limit reached',
    'Error: stand-in: not your task',
    'Error: stand-in: not your task',
  ]);
  clearConsole();
  const tooLarge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
  expect(await rejection(() => sdk().uploadDocument(tooLarge))).toEqual(
    new Error('File size exceeds maximum limit of 10MB'),
  );
  expect(await rejection(() => sdk().uploadDocumentWithPolling(tooLarge))).toEqual(
    new Error('File size exceeds maximum limit of 10MB'),
  );
  for (const answers of [[{status: 'failure'}], [{status: 'success'}], [{status: 'queued'}], [{status: 'pending'}]]) {
    scriptDocumentStatuses(standIn.backend, answers);
    await rejection(() => sdk().uploadDocumentWithPolling(file(), {pollInterval: 1, maxAttempts: 1}));
  }
  expect(standIn.log.to(STATUS)).toHaveLength(6);
  expect(errorsLogged()).toEqual([]);
});

/**
 * @backs guides/document-upload#how-it-works
 * @backs guides/document-upload#the-api-in-154
 * @release 1.5.4
 */
test('v1.upload-polling: `uploadDocumentWithPolling` uploads, then sends `{task_id}` to `POST /v1/documents/status` until the status is "success", calls `onProgress` with the status and progress after every check, the last included, and resolves to the document', async () => {
  const {sdk} = await signedIn('1.5.4');
  scriptDocumentStatuses(standIn.backend, [{status: 'pending'}, {status: 'started', progress: 40}]);
  const progress: [string, number | undefined][] = [];
  const document = await call(() =>
    sdk().uploadDocumentWithPolling(file(), {
      pollInterval: 1,
      onProgress: (status, percent) => progress.push([status, percent]),
    }),
  );
  expect(document).toEqual({text: TEXT, filename: 'report.txt', size: TEXT.length});
  expect(progress).toEqual([
    ['pending', undefined],
    ['started', 40],
    ['success', 100],
  ]);
  const checks = standIn.log.to(STATUS).map((request) => request.decryptedBody as {task_id: string});
  expect(checks).toHaveLength(3);
  expect(Object.keys(checks[0])).toEqual(['task_id']);
  expect(new Set(checks.map((check) => check.task_id)).size).toBe(1);
});

/**
 * @backs guides/document-upload#the-api-in-154
 * @backs guides/document-upload#status-values
 * @backs guides/document-upload#what-can-fail
 * @release 1.5.4
 */
test('v1.upload-polling-failures: `uploadDocumentWithPolling` reports a "failure" status to `onProgress`, then rejects with the server’s `error` (else "Document processing failed"); it rejects "Document processing succeeded but no document returned" for a success without a document, "Unknown document status: <status>" for any other status, and "Document processing timed out" after `maxAttempts` "pending" or "started" checks', async () => {
  const {sdk} = await signedIn('1.5.4');
  const reported: string[] = [];
  const outcome = async (statuses: Parameters<typeof scriptDocumentStatuses>[1], maxAttempts?: number) => {
    scriptDocumentStatuses(standIn.backend, statuses);
    return rejection(() =>
      sdk().uploadDocumentWithPolling(file(), {
        pollInterval: 1,
        maxAttempts,
        onProgress: (status) => reported.push(status),
      }),
    );
  };
  expect(await outcome([{status: 'failure', error: 'stand-in: unreadable file'}])).toEqual(
    new Error('stand-in: unreadable file'),
  );
  expect(reported).toEqual(['failure']);
  expect(await outcome([{status: 'failure'}])).toEqual(new Error('Document processing failed'));
  expect(await outcome([{status: 'success'}])).toEqual(
    new Error('Document processing succeeded but no document returned'),
  );
  expect(await outcome([{status: 'queued'}])).toEqual(new Error('Unknown document status: queued'));
  const checksBefore = standIn.log.to(STATUS).length;
  expect(await outcome([{status: 'pending'}, {status: 'started'}, {status: 'pending'}], 3)).toEqual(
    new Error('Document processing timed out'),
  );
  expect(standIn.log.to(STATUS).length - checksBefore).toBe(3);
});
