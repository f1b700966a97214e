/** Behaviours of `@opensecret/react` 3.2.0 in document upload and audio transcription. */
import type {SdkBehaviour} from '../types';

const DOCUMENTS = 'tests/sdk/v3-users-documents.test.ts';

const GUIDES = '/docs/3.x/guides';
const UPLOAD = `${GUIDES}/document-upload`;
const AUDIO = `${GUIDES}/audio-transcription`;

export const V3_USERS_DOCUMENTS = {
  'v3.document-upload-request': {
    release: '3.2.0',
    title:
      '`uploadDocument` sends the file’s name (`document` for a plain `Blob`) and its bytes in base64 in the encrypted body of `POST /v1/documents/upload`; `checkDocumentStatus` sends `{task_id}` to `/v1/documents/status`; both resolve with the server’s answer and send the access token even when an API key is set',
    pages: [
      `${UPLOAD}#how-it-works`,
      `${UPLOAD}#limits-and-formats`,
      `${UPLOAD}#the-api-in-320`,
      `${UPLOAD}#security-notes`,
    ],
    test: DOCUMENTS,
  },
  'v3.document-api-key-not-used': {
    release: '3.2.0',
    title:
      'with only an API key set and nobody signed in, `uploadDocument` and `checkDocumentStatus` reject "No access token available" and send nothing',
    pages: [`${UPLOAD}#limits-and-formats`, `${UPLOAD}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.document-size-limit': {
    release: '3.2.0',
    title:
      'a file larger than 10 MiB makes `uploadDocument` and `uploadDocumentWithPolling` reject "File size exceeds maximum limit of 10MB" before any request',
    pages: [`${UPLOAD}#limits-and-formats`, `${UPLOAD}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.document-polling': {
    release: '3.2.0',
    title:
      '`uploadDocumentWithPolling` uploads, checks the status every `pollInterval` while it is "pending" or "started", calls `onProgress` after every check, the last included, and resolves with the document',
    pages: [`${UPLOAD}#the-api-in-320`, `${UPLOAD}#status-values`, `${UPLOAD}#1-upload-and-wait-with-progress`],
    test: DOCUMENTS,
  },
  'v3.document-polling-timeout': {
    release: '3.2.0',
    title:
      'after `maxAttempts` unfinished status checks `uploadDocumentWithPolling` rejects "Document processing timed out", and with `maxAttempts: 0` it does so right after the upload, without a status check',
    pages: [`${UPLOAD}#the-api-in-320`, `${UPLOAD}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.document-polling-failures': {
    release: '3.2.0',
    title:
      '`uploadDocumentWithPolling` rejects with the task’s `error` (else "Document processing failed") on "failure", "Document processing succeeded but no document returned" on a bare "success", and "Unknown document status: <status>" on any other status, after `onProgress` has seen it',
    pages: [`${UPLOAD}#status-values`, `${UPLOAD}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.transcribe-request': {
    release: '3.2.0',
    title:
      '`transcribeAudio` sends the bytes in base64, the file’s name (`audio` for a `Blob`) and type as given (`audio/mpeg` when empty), the model (`whisper-large-v3` for `undefined` or `""`, an object as it is), `language` and `prompt` only when not empty and `temperature` whenever defined, `0` included, in the encrypted body of `POST /v1/audio/transcriptions`',
    pages: [
      `${AUDIO}#how-it-works`,
      `${AUDIO}#formats-and-size`,
      `${AUDIO}#the-api-in-320`,
      `${AUDIO}#2-record-in-the-browser-and-transcribe`,
      `${AUDIO}#security-notes`,
    ],
    test: DOCUMENTS,
  },
  'v3.transcribe-api-key': {
    release: '3.2.0',
    title:
      '`transcribeAudio` ignores the context’s `apiKey` (signed out it rejects "No access token available" without a request); a key passed as its sixth argument goes out as the bearer token, and a 401 is then final',
    pages: [`${AUDIO}#the-session-or-an-api-key`, `${AUDIO}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.transcribe-empty-answer': {
    release: '3.2.0',
    title:
      'an empty transcription answer rejects "No data received from the server", or "Failed to transcribe audio" when an API key was passed',
    pages: [`${AUDIO}#what-can-fail`],
    test: DOCUMENTS,
  },
  'v3.transcribe-unreadable-file': {
    release: '3.2.0',
    title: 'a file that cannot be read makes `transcribeAudio` reject with the browser’s error before anything is sent',
    pages: [`${AUDIO}#what-can-fail`],
    test: DOCUMENTS,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
