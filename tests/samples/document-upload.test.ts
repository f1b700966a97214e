/**
 * The document upload guides: 3.2.0's, and 1.1.0's, whose samples run against 1.5.4 as their
 * fences say. The importer driven through its file picker (text, progress, refusals, the size
 * limit, another user mid-upload), and the polling function called with the hook's value. The
 * stand-in's "extracted text" is the file's bytes read as UTF-8; its status checks answer what a
 * scenario scripted, then success.
 */
import {screen, waitFor} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {scriptDocumentStatuses} from '../../src/stand-in/routes/documents';
import {attestationFailsNext, ensureAccount} from './ai-pages';
import type {PageSample} from './support/pages';
import {
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  inAct,
  openPage,
  OTHER_READER,
  rejectionOf,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/document-upload.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/document-upload.mdx';
const UPLOAD = '/v1/documents/upload';
const STATUS = '/v1/documents/status';

const textFile = (name: string, text: string) => new File([text], name, {type: 'text/plain'});

function importerScenarios(sample: PageSample): void {
  async function open(options: {signedIn?: boolean} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/import');
    const view = renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'DocumentImporter')),
      ),
    );
    return view;
  }

  const picker = () => screen.findByLabelText<HTMLInputElement>('Import a document');

  it('DocumentImporter asks a signed-out reader to sign in', async () => {
    await open({signedIn: false});
    expect(await screen.findByText('Sign in to import documents.')).toBeTruthy();
  });

  it('DocumentImporter uploads the picked file and shows its name, size and text; the picker is emptied', async () => {
    await open();
    const input = await picker();
    await user().upload(input, textFile('notes.txt', 'Hello document'));
    expect(await screen.findByRole('heading', {name: 'notes.txt (14 bytes)'})).toBeTruthy();
    expect(screen.getByText('Hello document').tagName).toBe('PRE');
    expect(input.value).toBe('');
    expect(input.disabled).toBe(false);
    expect(standIn.log.to(UPLOAD).map((request) => request.decryptedBody)).toEqual([
      {filename: 'notes.txt', content_base64: Buffer.from('Hello document').toString('base64')},
    ]);
  });

  it('DocumentImporter shows the progress of each status check, the picker disabled meanwhile', async () => {
    scriptDocumentStatuses(standIn.backend, [{status: 'started', progress: 42.4}, {status: 'pending'}]);
    await open();
    const input = await picker();
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true});
    await user().upload(input, textFile('report.txt', 'Quarterly'));
    expect((await screen.findByText(/^Working: /)).textContent).toBe('Working: started (42%)');
    expect(input.disabled).toBe(true);
    await inAct(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByText(/^Working: /).textContent).toBe('Working: pending'));
    await inAct(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', {name: 'report.txt (9 bytes)'})).toBeTruthy();
    expect(screen.queryByText(/^Working: /)).toBeNull();
    expect(standIn.log.to(STATUS)).toHaveLength(3);
  });

  it('DocumentImporter refuses a file over 10 MB without sending it', async () => {
    await open();
    await user().upload(await picker(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 10 MB.');
    expect(standIn.log.to(UPLOAD)).toEqual([]);
  });

  it('DocumentImporter shows why processing failed, and the server message of a refused upload', async () => {
    expectConsole(/^Error: usage limit reached/);
    scriptDocumentStatuses(standIn.backend, [{status: 'failure', error: 'cannot read this PDF'}]);
    await open();
    const input = await picker();
    await user().upload(input, textFile('scan.pdf', 'x'));
    expect((await screen.findByRole('alert')).textContent).toBe('cannot read this PDF');
    expect(input.disabled).toBe(false);
    standIn.faults.add({path: UPLOAD, status: 403, body: {json: {status: 403, message: 'usage limit reached'}}});
    await user().upload(input, textFile('next.pdf', 'y'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('usage limit reached'));
  });

  it('DocumentImporter shows the attestation error, and sends no file, when the enclave cannot be attested', async () => {
    expectConsole(/^Error verifying attestation/, /^Error: Couldn't process attestation document/);
    await open();
    const input = await picker();
    await settle();
    attestationFailsNext();
    await user().upload(input, textFile('notes.txt', 'text'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Couldn't process attestation document/);
    expect(standIn.log.to(UPLOAD)).toEqual([]);
  });

  it("DocumentImporter drops an upload's progress and result once another user has signed in", async () => {
    await open();
    const held = holdRequests('POST', STATUS);
    await user().upload(await picker(), textFile('private.txt', 'Reader only'));
    await waitFor(() => expect(held.arrived()).toBe(1));
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(screen.queryByText(/^Working: /)).toBeNull());
    held.release();
    await settle();
    expect(screen.queryByText('Reader only')).toBeNull();
    expect((await picker()).disabled).toBe(false);
  });

  it('DocumentImporter touches no state when it unmounts mid-upload', async () => {
    const view = await open();
    const held = holdRequests('POST', STATUS);
    await user().upload(await picker(), textFile('notes.txt', 'text'));
    await waitFor(() => expect(held.arrived()).toBe(1));
    view.unmount();
    held.release();
    await settle();
  });
}

samplesOf(V3, 'src/DocumentImporter.tsx', importerScenarios);
samplesOf(V1, 'src/DocumentImporter.tsx', importerScenarios);

type Extract = (os: unknown, file: File, signal: AbortSignal, intervalMs?: number) => Promise<unknown>;

function extractScenarios(version: '3.2.0' | '1.5.4') {
  return (sample: PageSample): void => {
    async function setUp() {
      const {load, context} = await signedInContext(sample);
      return {extractText: load.exportsOf(sample.title).extractText as Extract, context};
    }

    it('extractText waits through pending and started checks and resolves with the document', async () => {
      const {extractText, context} = await setUp();
      scriptDocumentStatuses(standIn.backend, [{status: 'pending'}, {status: 'started', progress: 50}]);
      const document = await inAct(() =>
        extractText(context(), textFile('a.txt', 'Alpha'), new AbortController().signal, 5),
      );
      expect(document).toEqual({text: 'Alpha', filename: 'a.txt', size: 5});
      expect(standIn.log.to(STATUS)).toHaveLength(3);
    });

    it('extractText rejects with the failure reason, a success without document, and an unknown status', async () => {
      const {extractText, context} = await setUp();
      const run = () => extractText(context(), textFile('a.txt', 'A'), new AbortController().signal, 5);
      scriptDocumentStatuses(standIn.backend, [{status: 'failure', error: 'cannot read'}]);
      expect(await rejectionOf(run)).toEqual(new Error('cannot read'));
      scriptDocumentStatuses(standIn.backend, [{status: 'failure'}]);
      expect(await rejectionOf(run)).toEqual(new Error('Document processing failed'));
      scriptDocumentStatuses(standIn.backend, [{status: 'success'}]);
      expect(await rejectionOf(run)).toEqual(new Error('Processing succeeded without a document'));
      scriptDocumentStatuses(standIn.backend, [{status: 'queued'}]);
      expect(await rejectionOf(run)).toEqual(new Error('Unexpected document status: queued'));
    });

    it('extractText stops waiting when the signal aborts, and sends no further status check', async () => {
      const {extractText, context} = await setUp();
      scriptDocumentStatuses(standIn.backend, [{status: 'pending'}]);
      const controller = new AbortController();
      const pending = extractText(context(), textFile('a.txt', 'A'), controller.signal, 60_000);
      await waitFor(() => expect(standIn.log.to(STATUS)).toHaveLength(1));
      controller.abort();
      const error = (await rejectionOf(() => pending)) as DOMException;
      expect(error.name).toBe('AbortError');
      await settle();
      expect(standIn.log.to(STATUS)).toHaveLength(1);
    });

    it('extractText rejects as soon as a status check answers when the signal aborted while it was on its way', async () => {
      const {extractText, context} = await setUp();
      scriptDocumentStatuses(standIn.backend, [{status: 'pending'}]);
      const held = holdRequests('POST', STATUS);
      const controller = new AbortController();
      let outcome: unknown = 'still waiting';
      void extractText(context(), textFile('a.txt', 'A'), controller.signal, 60_000).then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      );
      await waitFor(() => expect(held.arrived()).toBe(1));
      controller.abort();
      held.release();
      await settle();
      expect((outcome as DOMException).name).toBe('AbortError');
      expect(standIn.log.to(STATUS)).toHaveLength(1);
    });

    if (version === '3.2.0') {
      it('extractText rejects with the reason given to abort(), and uploads nothing for a signal already aborted', async () => {
        const {extractText, context} = await setUp();
        scriptDocumentStatuses(standIn.backend, [{status: 'pending'}]);
        const controller = new AbortController();
        const pending = extractText(context(), textFile('a.txt', 'A'), controller.signal, 60_000);
        await waitFor(() => expect(standIn.log.to(STATUS)).toHaveLength(1));
        controller.abort(new Error('the user left'));
        expect(await rejectionOf(() => pending)).toEqual(new Error('the user left'));
        const uploads = standIn.log.to(UPLOAD).length;
        expect(await rejectionOf(() => extractText(context(), textFile('b.txt', 'B'), controller.signal, 5))).toEqual(
          new Error('the user left'),
        );
        expect(standIn.log.to(UPLOAD)).toHaveLength(uploads);
      });
    }
  };
}

samplesOf(V3, 'src/extractText.ts', extractScenarios('3.2.0'));
samplesOf(V1, 'src/extractText.ts', extractScenarios('1.5.4'));
