/**
 * 3.2.0 document upload and audio transcription: what the upload, the status checks and the
 * transcription send, the 10 MiB check, how `uploadDocumentWithPolling` counts and ends, and
 * which credentials each call uses.
 */
import {expect} from 'vitest';
import {scriptDocumentStatuses} from '../../src/stand-in/routes/documents';
import {sealText} from '../../src/stand-in/session-crypto';
import {test} from './support/behaviour';
import {clearConsole, errorsLogged} from './support/console-capture';
import {call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

const API_KEY = '0f6f3c2e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
const TEXT = 'Quarterly figures: revenue up';

const pdf = (): File => new File([TEXT], 'report.pdf', {type: 'application/pdf'});

/**
 * @backs guides/document-upload#how-it-works
 * @backs guides/document-upload#limits-and-formats
 * @backs guides/document-upload#the-api-in-320
 * @backs guides/document-upload#security-notes
 */
test('v3.document-upload-request: `uploadDocument` sends the file’s name (`document` for a plain `Blob`) and its bytes in base64 in the encrypted body of `POST /v1/documents/upload`; `checkDocumentStatus` sends `{task_id}` to `/v1/documents/status`; both resolve with the server’s answer and send the access token even when an API key is set', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(async () => sdk().setApiKey(API_KEY));
  const task = await call(() => sdk().uploadDocument(pdf()));
  expect(task).toMatchObject({filename: 'report.pdf', size: TEXT.length});
  expect(typeof task.task_id).toBe('string');
  await call(() => sdk().uploadDocument(new Blob(['plain blob'])));
  const [file, blob] = standIn.log.to('/v1/documents/upload');
  expect(file.decryptedBody).toEqual({filename: 'report.pdf', content_base64: btoa(TEXT)});
  expect(blob.decryptedBody).toEqual({filename: 'document', content_base64: btoa('plain blob')});
  expect(file.rawBody).not.toContain(btoa(TEXT));
  const status = await call(() => sdk().checkDocumentStatus(task.task_id));
  expect(standIn.log.to('/v1/documents/status')[0].decryptedBody).toEqual({task_id: task.task_id});
  expect(status).toEqual({
    status: 'success',
    progress: 100,
    document: {text: TEXT, filename: 'report.pdf', size: TEXT.length},
  });
  // The access token goes out, never the API key set on the context.
  const token = `Bearer ${window.localStorage.getItem('access_token') ?? ''}`;
  expect(standIn.log.to(/^\/v1\/documents\//).every((request) => request.headers.authorization === token)).toBe(true);
});

/**
 * @backs guides/document-upload#limits-and-formats
 * @backs guides/document-upload#what-can-fail
 */
test('v3.document-api-key-not-used: with only an API key set and nobody signed in, `uploadDocument` and `checkDocumentStatus` reject "No access token available" and send nothing', async () => {
  const {sdk} = await renderSdk('3.2.0');
  await call(async () => sdk().setApiKey(API_KEY));
  expect(await rejection(() => sdk().uploadDocument(pdf()))).toEqual(new Error('No access token available'));
  expect(await rejection(() => sdk().checkDocumentStatus('stand-in-task-1'))).toEqual(
    new Error('No access token available'),
  );
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/document-upload#limits-and-formats
 * @backs guides/document-upload#what-can-fail
 */
test('v3.document-size-limit: a file larger than 10 MiB makes `uploadDocument` and `uploadDocumentWithPolling` reject "File size exceeds maximum limit of 10MB" before any request', async () => {
  const {sdk} = await signedIn('3.2.0');
  const requests = standIn.log.lines().length;
  const tooLarge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
  expect(await rejection(() => sdk().uploadDocument(tooLarge))).toEqual(
    new Error('File size exceeds maximum limit of 10MB'),
  );
  expect(await rejection(() => sdk().uploadDocumentWithPolling(tooLarge))).toEqual(
    new Error('File size exceeds maximum limit of 10MB'),
  );
  expect(standIn.log.lines()).toHaveLength(requests);
});

/**
 * @backs guides/document-upload#the-api-in-320
 * @backs guides/document-upload#status-values
 * @backs guides/document-upload#1-upload-and-wait-with-progress
 */
test('v3.document-polling: `uploadDocumentWithPolling` uploads, checks the status every `pollInterval` while it is "pending" or "started", calls `onProgress` after every check, the last included, and resolves with the document', async () => {
  const {sdk} = await signedIn('3.2.0');
  scriptDocumentStatuses(standIn.backend, [{status: 'pending'}, {status: 'started', progress: 40}]);
  const progress: [string, number | undefined][] = [];
  const document = await call(() =>
    sdk().uploadDocumentWithPolling(pdf(), {
      pollInterval: 1,
      onProgress: (status, value) => progress.push([status, value]),
    }),
  );
  expect(document).toEqual({text: TEXT, filename: 'report.pdf', size: TEXT.length});
  expect(progress).toEqual([
    ['pending', undefined],
    ['started', 40],
    ['success', 100],
  ]);
  expect(standIn.log.lines().slice(-4)).toEqual([
    'POST /v1/documents/upload',
    'POST /v1/documents/status',
    'POST /v1/documents/status',
    'POST /v1/documents/status',
  ]);
});

/**
 * @backs guides/document-upload#the-api-in-320
 * @backs guides/document-upload#what-can-fail
 */
test('v3.document-polling-timeout: after `maxAttempts` unfinished status checks `uploadDocumentWithPolling` rejects "Document processing timed out", and with `maxAttempts: 0` it does so right after the upload, without a status check', async () => {
  const {sdk} = await signedIn('3.2.0');
  scriptDocumentStatuses(
    standIn.backend,
    Array.from({length: 5}, () => ({status: 'pending'})),
  );
  const progress: string[] = [];
  expect(
    await rejection(() =>
      sdk().uploadDocumentWithPolling(pdf(), {
        pollInterval: 1,
        maxAttempts: 3,
        onProgress: (status) => progress.push(status),
      }),
    ),
  ).toEqual(new Error('Document processing timed out'));
  expect(standIn.log.to('/v1/documents/status')).toHaveLength(3);
  expect(progress).toEqual(['pending', 'pending', 'pending']);
  standIn.log.clear();
  expect(await rejection(() => sdk().uploadDocumentWithPolling(pdf(), {maxAttempts: 0}))).toEqual(
    new Error('Document processing timed out'),
  );
  expect(standIn.log.lines()).toEqual(['POST /v1/documents/upload']);
});

/**
 * @backs guides/document-upload#status-values
 * @backs guides/document-upload#what-can-fail
 */
test('v3.document-polling-failures: `uploadDocumentWithPolling` rejects with the task’s `error` (else "Document processing failed") on "failure", "Document processing succeeded but no document returned" on a bare "success", and "Unknown document status: <status>" on any other status, after `onProgress` has seen it', async () => {
  const {sdk} = await signedIn('3.2.0');
  const outcome = async (answer: Record<string, unknown>): Promise<{error: unknown; progress: string[]}> => {
    scriptDocumentStatuses(standIn.backend, [answer]);
    const progress: string[] = [];
    const error = await rejection(() =>
      sdk().uploadDocumentWithPolling(pdf(), {pollInterval: 1, onProgress: (status) => progress.push(status)}),
    );
    return {error, progress};
  };
  expect(await outcome({status: 'failure', error: 'stand-in: unreadable PDF'})).toEqual({
    error: new Error('stand-in: unreadable PDF'),
    progress: ['failure'],
  });
  expect((await outcome({status: 'failure'})).error).toEqual(new Error('Document processing failed'));
  expect((await outcome({status: 'success'})).error).toEqual(
    new Error('Document processing succeeded but no document returned'),
  );
  expect(await outcome({status: 'queued-elsewhere'})).toEqual({
    error: new Error('Unknown document status: queued-elsewhere'),
    progress: ['queued-elsewhere'],
  });
});

/**
 * @backs guides/document-upload#limits-and-formats
 * @backs guides/audio-transcription#formats-and-size
 */
test('v3.upload-size-on-the-wire: the request body of `uploadDocument` and of `transcribeAudio` is about 1.8 times the file’s size (the base64 of the file, in JSON, sealed and base64-encoded again)', async () => {
  const {sdk} = await signedIn('3.2.0');
  const size = 300_000;
  const bytes = new Uint8Array(size).fill(7);
  await call(() => sdk().uploadDocument(new File([bytes], 'scan.pdf')));
  await call(() => sdk().transcribeAudio(new File([bytes], 'note.webm', {type: 'audio/webm'})));
  const [upload] = standIn.log.to('/v1/documents/upload');
  const [transcription] = standIn.log.to('/v1/audio/transcriptions');
  for (const request of [upload, transcription]) {
    const ratio = (request.rawBody ?? '').length / size;
    expect(ratio).toBeGreaterThan(1.77);
    expect(ratio).toBeLessThan(1.8);
  }
});

/**
 * @backs guides/document-upload#what-can-fail
 */
test('v3.document-errors-logged: a failed upload or status request is logged with `console.error` before the call rejects; the size check and `uploadDocumentWithPolling`’s own rejections (a "failure" status, a "success" without a document, an unknown status, the timeout) log nothing', async () => {
  const {sdk} = await signedIn('3.2.0');
  const refuse = (path: string, message: string): void => {
    standIn.faults.add({path, status: 403, body: {json: {status: 403, message}}});
  };
  clearConsole();
  refuse('/v1/documents/upload', 'stand-in: usage limit reached');
  expect(await rejection(() => sdk().uploadDocument(pdf()))).toEqual(new Error('stand-in: usage limit reached'));
  refuse('/v1/documents/status', 'stand-in: not your task');
  expect(await rejection(() => sdk().checkDocumentStatus('stand-in-task-9'))).toEqual(
    new Error('stand-in: not your task'),
  );
  refuse('/v1/documents/status', 'stand-in: not your task');
  expect(await rejection(() => sdk().uploadDocumentWithPolling(pdf(), {pollInterval: 1}))).toEqual(
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
  for (const answers of [
    [{status: 'failure'}],
    [{status: 'success'}],
    [{status: 'queued-elsewhere'}],
    [{status: 'pending'}],
  ]) {
    scriptDocumentStatuses(standIn.backend, answers);
    await rejection(() => sdk().uploadDocumentWithPolling(pdf(), {pollInterval: 1, maxAttempts: 1}));
  }
  expect(standIn.log.to('/v1/documents/status')).toHaveLength(6);
  expect(errorsLogged()).toEqual([]);
});

/**
 * @backs guides/audio-transcription#how-it-works
 * @backs guides/audio-transcription#formats-and-size
 * @backs guides/audio-transcription#the-api-in-320
 * @backs guides/audio-transcription#2-record-in-the-browser-and-transcribe
 * @backs guides/audio-transcription#security-notes
 */
test('v3.transcribe-request: `transcribeAudio` sends the bytes in base64, the file’s name (`audio` for a `Blob`) and type as given (`audio/mpeg` when empty), the model (`whisper-large-v3` for `undefined` or `""`, an object as it is), `language` and `prompt` only when not empty and `temperature` whenever defined, `0` included, in the encrypted body of `POST /v1/audio/transcriptions`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const note = new File([new Uint8Array([1, 2, 3, 4])], 'note.webm', {type: 'audio/webm'});
  const result = await call(() => sdk().transcribeAudio(note));
  expect(result).toEqual({text: 'stand-in transcript of note.webm (4 bytes, audio/webm, whisper-large-v3)'});
  await call(() => sdk().transcribeAudio(new Blob([new Uint8Array([9])]), '', 'en', 'earlier segment', 0));
  await call(() => sdk().transcribeAudio(note, 'another-model', '', '', undefined));
  const bodies = standIn.log.to('/v1/audio/transcriptions').map((request) => request.decryptedBody);
  expect(bodies).toEqual([
    {file: 'AQIDBA==', filename: 'note.webm', content_type: 'audio/webm', model: 'whisper-large-v3'},
    {
      file: 'CQ==',
      filename: 'audio',
      content_type: 'audio/mpeg',
      model: 'whisper-large-v3',
      language: 'en',
      prompt: 'earlier segment',
      temperature: 0,
    },
    {file: 'AQIDBA==', filename: 'note.webm', content_type: 'audio/webm', model: 'another-model'},
  ]);
  expect(standIn.log.to('/v1/audio/transcriptions')[0].rawBody).not.toContain('AQIDBA');
  // Plain JavaScript can pass the options object the context's comment shows: it becomes the model.
  const options = {language: 'en'} as unknown as string;
  await call(() => sdk().transcribeAudio(note, options));
  expect(standIn.log.to('/v1/audio/transcriptions').at(-1)?.decryptedBody).toMatchObject({model: {language: 'en'}});
  // The type is sent as it is, codec parameter included.
  await call(() => sdk().transcribeAudio(new File([new Uint8Array([1])], 'a.webm', {type: 'audio/webm;codecs=opus'})));
  expect(standIn.log.to('/v1/audio/transcriptions').at(-1)?.decryptedBody).toMatchObject({
    content_type: 'audio/webm;codecs=opus',
  });
});

/**
 * @backs guides/audio-transcription#the-session-or-an-api-key
 * @backs guides/audio-transcription#what-can-fail
 */
test('v3.transcribe-api-key: `transcribeAudio` ignores the context’s `apiKey` (signed out it rejects "No access token available" without a request); a key passed as its sixth argument goes out as the bearer token, and a 401 is then final', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('recorder'));
  await call(() => sdk().signOut());
  await call(async () => sdk().setApiKey(key));
  const note = new File([new Uint8Array([1])], 'n.webm', {type: 'audio/webm'});
  const requests = standIn.log.lines().length;
  // The context's key is not used: signed out, the call needs a token.
  expect(await rejection(() => sdk().transcribeAudio(note))).toEqual(new Error('No access token available'));
  expect(standIn.log.lines()).toHaveLength(requests);
  await call(() => sdk().transcribeAudio(note, undefined, undefined, undefined, undefined, key));
  expect(standIn.log.to('/v1/audio/transcriptions')[0].headers.authorization).toBe(`Bearer ${key}`);
  standIn.backend.apiKeys.clear();
  expect(await rejection(() => sdk().transcribeAudio(note, undefined, undefined, undefined, undefined, key))).toEqual(
    new Error('stand-in: access token not valid'),
  );
  // Signed out, the first call sets up a new session; the refused one is not refreshed or resent.
  expect(
    standIn.log
      .lines()
      .slice(requests)
      .filter((line) => !/attestation|key_exchange/.test(line)),
  ).toEqual(['POST /v1/audio/transcriptions', 'POST /v1/audio/transcriptions']);
});

/**
 * @backs guides/audio-transcription#what-can-fail
 */
test('v3.transcribe-empty-answer: an empty transcription answer rejects "No data received from the server", or "Failed to transcribe audio" when an API key was passed', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('recorder'));
  const note = new File([new Uint8Array([1])], 'n.webm', {type: 'audio/webm'});
  const empty = (withKey?: string): Promise<unknown> => {
    standIn.faults.add({
      path: '/v1/audio/transcriptions',
      status: 200,
      body: {json: {encrypted: sealText(storedSessionKey()!, '""')}},
    });
    return rejection(() => sdk().transcribeAudio(note, undefined, undefined, undefined, undefined, withKey));
  };
  expect(await empty()).toEqual(new Error('No data received from the server'));
  expect(await empty(key)).toEqual(new Error('Failed to transcribe audio'));
});

/**
 * @backs guides/audio-transcription#what-can-fail
 */
test('v3.transcribe-unreadable-file: a file that cannot be read makes `transcribeAudio` reject with the browser’s error before anything is sent', async () => {
  const {sdk} = await signedIn('3.2.0');
  const requests = standIn.log.lines().length;
  const gone = new File([new Uint8Array([1])], 'deleted.m4a', {type: 'audio/m4a'});
  Object.defineProperty(gone, 'arrayBuffer', {
    value: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
  });
  const error = await rejection(() => sdk().transcribeAudio(gone));
  expect(error).toBeInstanceOf(DOMException);
  expect((error as DOMException).name).toBe('NotReadableError');
  expect(standIn.log.lines()).toHaveLength(requests);
});
