/**
 * The data-encryption guides of both versions: the seal and open helpers, the key options, the note
 * component and the journal stored in the reader's own backend, after a reload with a stored
 * session. The reader's backend is served on the page's own origin (`/api/journal/…`).
 */
import {screen} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {createElement, Fragment} from 'react';
import {expect, it} from 'vitest';
import type {PageSample} from './support/pages';
import {
  account,
  allowRequestsOffApiUrl,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  openPage,
  OTHER_READER,
  PAGE_ORIGIN,
  rejectionOf,
  renderInProvider,
  samplesOf,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/data-encryption.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/data-encryption.mdx';

/** What differs between the versions' samples: the helper names (the key paths are the same). */
interface Version {
  seal: string;
  open: string;
  notePath: string;
  journalPath: string;
}

const V3_NAMES: Version = {seal: 'sealEntry', open: 'openEntry', notePath: "m/4242'/3'", journalPath: "m/4242'/1'"};
const V1_NAMES: Version = {seal: 'sealText', open: 'openText', notePath: "m/4242'/3'", journalPath: "m/4242'/1'"};
const CANNOT_DECRYPT = /cannot decrypt this with the selected key/;

type Fn = (...args: unknown[]) => Promise<unknown>;

const sealScenarios = (version: Version) => (sample: PageSample) => {
  it(`${version.seal} gives an opaque string that ${version.open} turns back into the text`, async () => {
    const {load, context} = await signedInContext(sample);
    const helpers = load.exportsOf(sample.title) as Record<string, Fn>;
    const sealed = (await inAct(() => helpers[version.seal](context(), 'Dear diary'))) as string;
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toContain('Dear diary');
    expect(standIn.log.to('/protected/encrypt')[0].decryptedBody).toEqual({data: 'Dear diary'});
    expect(await inAct(() => helpers[version.open](context(), sealed))).toBe('Dear diary');
  });
};

const keyOptionsScenarios = (sample: PageSample) => {
  it('a ciphertext made with one purpose key opens with that key only', async () => {
    expectConsole(CANNOT_DECRYPT);
    const {load, context} = await signedInContext(sample);
    const {JOURNAL_KEY, BACKUP_KEY} = load.exportsOf(sample.title);
    const {encrypted_data: sealed} = (await inAct(() => context().encryptData('entry', JOURNAL_KEY))) as {
      encrypted_data: string;
    };
    expect(await inAct(() => context().decryptData(sealed, JOURNAL_KEY))).toBe('entry');
    expect(String(await rejectionOf(() => context().decryptData(sealed, BACKUP_KEY)))).toMatch(CANNOT_DECRYPT);
  });
};

const encryptedNoteScenarios = (version: Version) => (sample: PageSample) => {
  it("EncryptedNote encrypts, clears the text, decrypts; the next user never sees the first one's note", async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample);
    const Switch = () => {
      const {signIn} = load.sdk.useOpenSecret();
      return createElement(
        'button',
        {type: 'button', onClick: () => void signIn(OTHER_READER.email, OTHER_READER.password)},
        'Sign in as Other',
      );
    };
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(Switch),
        createElement(componentOf(load, sample.title, 'EncryptedNote')),
      ),
    );
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Something private'), 'the safe code is 1234');
    await reader.click(screen.getByRole('button', {name: 'Encrypt'}));
    await screen.findByText('Ciphertext (safe to store anywhere):');
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('Something private').value).toBe('');
    expect(standIn.log.to('/protected/encrypt')[0].decryptedBody).toEqual({
      data: 'the safe code is 1234',
      key_options: {private_key_derivation_path: version.notePath},
    });
    await reader.click(screen.getByRole('button', {name: 'Decrypt'}));
    expect((await screen.findByText(/^Decrypted:/)).textContent).toBe('Decrypted: the safe code is 1234');
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await screen.findByPlaceholderText('Something private');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/^Decrypted:/)).toBeNull();
    expect(screen.queryByText('Ciphertext (safe to store anywhere):')).toBeNull();
  });
};

const journalApiScenarios = (version: Version) => (sample: PageSample) => {
  it("saveEntry stores only ciphertext and key options in the reader's backend; loadEntry decrypts it", async () => {
    allowRequestsOffApiUrl();
    const backend = new Map<string, Record<string, unknown>>();
    standIn.server.use(
      http.put(`${PAGE_ORIGIN}/api/journal/:id`, async ({request, params}) => {
        backend.set(String(params.id), (await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, {status: 204});
      }),
      http.get(`${PAGE_ORIGIN}/api/journal/:id`, ({params}) =>
        backend.has(String(params.id))
          ? HttpResponse.json(backend.get(String(params.id)))
          : new HttpResponse(null, {status: 404}),
      ),
    );
    const {load, context} = await signedInContext(sample);
    const {saveEntry, loadEntry} = load.exportsOf(sample.title) as Record<string, Fn>;
    await inAct(() => saveEntry(context(), '2025-06-01', 'A quiet day'));
    const kept = backend.get('2025-06-01')!;
    expect(kept.id).toBe('2025-06-01');
    expect(kept.key_options).toEqual({private_key_derivation_path: version.journalPath});
    expect(JSON.stringify(kept)).not.toContain('A quiet day');
    expect(await inAct(() => loadEntry(context(), '2025-06-01'))).toBe('A quiet day');
    expect(String(await rejectionOf(() => loadEntry(context(), 'missing')))).toBe(
      'Error: Loading failed with status 404',
    );
    // Only the reader's own backend is reached off the apiUrl.
    expect(standIn.intercepted().filter((line) => !line.includes('localhost:3000'))).toEqual([
      `PUT ${PAGE_ORIGIN}/api/journal/2025-06-01`,
      `GET ${PAGE_ORIGIN}/api/journal/2025-06-01`,
      `GET ${PAGE_ORIGIN}/api/journal/missing`,
    ]);
  });

  it('loadEntry refuses an entry whose key options the server changed, and decrypts nothing', async () => {
    allowRequestsOffApiUrl();
    const {load, context} = await signedInContext(sample);
    const {loadEntry} = load.exportsOf(sample.title) as Record<string, Fn>;
    // The reader's backend hands back a backup's ciphertext, labelled with the backup's key.
    const backupKey = {private_key_derivation_path: "m/4242'/2'"};
    const {encrypted_data} = (await inAct(() => context().encryptData('the backup phrase', backupKey))) as {
      encrypted_data: string;
    };
    for (const [id, key_options] of [
      ['forged', backupKey],
      [
        'extra-seed',
        {private_key_derivation_path: version.journalPath, seed_phrase_derivation_path: "m/83696968'/39'/0'/12'/1'"},
      ],
      ['no-options', undefined],
    ] as const) {
      standIn.server.use(
        http.get(`${PAGE_ORIGIN}/api/journal/${id}`, () => HttpResponse.json({id, encrypted_data, key_options})),
      );
      const decryptsBefore = standIn.log.to('/protected/decrypt').length;
      expect(String(await rejectionOf(() => loadEntry(context(), id)))).toBe(
        'Error: This entry names another key than the journal key; it was not opened.',
      );
      expect(standIn.log.to('/protected/decrypt')).toHaveLength(decryptsBefore);
    }
  });
};

samplesOf(V3, 'src/journalCrypto.ts', sealScenarios(V3_NAMES));
samplesOf(V1, 'src/sealText.ts', sealScenarios(V1_NAMES));
samplesOf(V3, 'src/keyOptions.ts', keyOptionsScenarios);
samplesOf(V1, 'src/keyOptions.ts', keyOptionsScenarios);
samplesOf(V3, 'src/EncryptedNote.tsx', encryptedNoteScenarios(V3_NAMES));
samplesOf(V1, 'src/EncryptedNote.tsx', encryptedNoteScenarios(V1_NAMES));
samplesOf(V3, 'src/journalApi.ts', journalApiScenarios(V3_NAMES));
samplesOf(V1, 'src/journalApi.ts', journalApiScenarios(V1_NAMES));
