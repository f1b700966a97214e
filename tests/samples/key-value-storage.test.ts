/**
 * The key-value storage guides of both versions: the preference and read helpers called with the
 * hook's value after a reload with a stored session, the "clear my data" button and the notes
 * list driven through their UI, with server errors, a second user on the same page and answers that
 * arrive late.
 */
import {screen, waitFor, within} from '@testing-library/react';
import {http} from 'msw';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import type {PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  READER,
  rejectionOf,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/key-value-storage.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/key-value-storage.mdx';

type Fn = (...args: unknown[]) => Promise<unknown>;

const SERVER_ERROR = {status: 500, body: {json: {status: 500, message: 'storage is down'}}} as const;

/** Makes the next reads of `key` and of the whole store fail with a server error. */
function storeUnreadable(key: string): void {
  standIn.faults.add({path: `/protected/kv/${key}`, method: 'GET', ...SERVER_ERROR});
  standIn.faults.add({path: '/protected/kv', method: 'GET', ...SERVER_ERROR});
}

function stored(email: string): Record<string, string> {
  const values = standIn.backend.store(standIn.backend.findByEmail(email)!.id);
  return Object.fromEntries([...values].map(([key, entry]) => [key, entry.value]));
}

samplesOf(V3, 'src/preferences.ts', (sample) => {
  it('savePreferences stores JSON that loadPreferences reads back; nothing stored reads undefined', async () => {
    expectConsole(/no value for key preferences/);
    const {load, context} = await signedInContext(sample);
    const {savePreferences, loadPreferences} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => loadPreferences(context()))).toBeUndefined();
    await inAct(() => savePreferences(context(), {theme: 'dark', language: 'de'}));
    expect(stored(READER.email)).toEqual({preferences: '{"theme":"dark","language":"de"}'});
    expect(await inAct(() => loadPreferences(context()))).toEqual({theme: 'dark', language: 'de'});
  });

  it('loadPreferences rejects with the server message when the store cannot be read', async () => {
    expectConsole(/storage is down/);
    const {load, context} = await signedInContext(sample);
    const {loadPreferences} = load.exportsOf(sample.title) as Record<string, Fn>;
    storeUnreadable('preferences');
    expect(String(await rejectionOf(() => loadPreferences(context())))).toBe('Error: storage is down');
  });
});

samplesOf(V1, 'src/preferences.ts', (sample) => {
  it('savePreferences stores JSON that loadPreferences reads back; a failed read is undefined too, as the comment says', async () => {
    expectConsole(/Error fetching key "preferences"/, /storage is down/);
    const {load, context} = await signedInContext(sample);
    const {savePreferences, loadPreferences} = load.exportsOf(sample.title) as Record<string, Fn>;
    await inAct(() => savePreferences(context(), {theme: 'light', language: 'fr'}));
    expect(stored(READER.email)).toEqual({preferences: '{"theme":"light","language":"fr"}'});
    expect(await inAct(() => loadPreferences(context()))).toEqual({theme: 'light', language: 'fr'});
    storeUnreadable('preferences');
    expect(await inAct(() => loadPreferences(context()))).toBeUndefined();
  });
});

samplesOf(V3, 'src/readKey.ts', (sample) => {
  it('readKey tells a stored value, a missing key and an unreadable store apart', async () => {
    expectConsole(/no value for key color/, /storage is down/);
    const {load, context} = await signedInContext(sample);
    const {readKey} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => readKey(context(), 'color'))).toEqual({found: false});
    await inAct(() => context().put('color', 'teal'));
    expect(await inAct(() => readKey(context(), 'color'))).toEqual({found: true, value: 'teal'});
    storeUnreadable('color');
    expect(String(await rejectionOf(() => readKey(context(), 'color')))).toBe('Error: storage is down');
  });
});

samplesOf(V1, 'src/readKey.ts', (sample) => {
  it('readKey and readCounter: a stored value, a missing key counted from zero, an unreadable store rejected', async () => {
    expectConsole(/no value for key visit-count/, /storage is down/);
    const {load, context} = await signedInContext(sample);
    const {readKey, readCounter} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => readCounter(context()))).toBe(0);
    await inAct(() => context().put('visit-count', '41'));
    expect(await inAct(() => readCounter(context()))).toBe(41);
    expect(await inAct(() => readKey(context(), 'visit-count'))).toBe('41');
    storeUnreadable('visit-count');
    expect(String(await rejectionOf(() => readCounter(context())))).toBe('Error: storage is down');
  });
});

samplesOf(V3, 'src/ClearMyData.tsx', (sample) => {
  async function open() {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    standIn.backend.store(standIn.backend.findByEmail(READER.email)!.id).set('color', {
      value: 'teal',
      created_at: 1,
      updated_at: 1,
    } as never);
    const load = await openPage(sample);
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'ClearMyData')),
      ),
    );
    return screen.findByRole('button', {name: 'Delete all my data'});
  }

  it('ClearMyData deletes everything once the user confirms, and says so', async () => {
    const button = await open();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user().click(button);
    expect((await screen.findByRole('status')).textContent).toBe('All your stored data has been deleted.');
    expect(confirm).toHaveBeenCalledWith('Delete everything this app has stored for you? This cannot be undone.');
    expect(stored(READER.email)).toEqual({});
  });

  it('ClearMyData sends nothing when the user cancels', async () => {
    const button = await open();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user().click(button);
    expect(standIn.log.to('/protected/kv', 'DELETE')).toEqual([]);
    expect(stored(READER.email)).toEqual({color: 'teal'});
  });

  it('ClearMyData shows the server message when the deletion fails, and lets the user retry', async () => {
    const button = await open();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    expectConsole(/storage is down/);
    standIn.faults.add({path: '/protected/kv', method: 'DELETE', ...SERVER_ERROR});
    await user().click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('storage is down');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Delete all my data'}).disabled).toBe(false);
    expect(stored(READER.email)).toEqual({color: 'teal'});
  });

  it("ClearMyData never shows one user's result to the next user who signs in", async () => {
    const button = await open();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reader = user();
    await reader.click(button);
    await screen.findByRole('status');
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect(await screen.findByRole('button', {name: 'Delete all my data'})).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function notesScenarios(sample: PageSample): void {
  async function open() {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample);
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'Notes')),
      ),
    );
    await screen.findByPlaceholderText('Write a note');
  }

  async function addNote(text: string): Promise<void> {
    const reader = user();
    await reader.type(screen.getByPlaceholderText('Write a note'), text);
    await reader.click(screen.getByRole('button', {name: 'Save note'}));
    await screen.findByText(text);
  }

  const shownNotes = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

  it('Notes adds notes, lists them, deletes one, and shows what the store holds', async () => {
    await open();
    await addNote('Buy oat milk');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Save note'}).disabled).toBe(true));
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('Write a note').value).toBe('');
    await addNote('Call the dentist');
    expect(shownNotes().sort()).toEqual(['Buy oat milk', 'Call the dentist']);
    const first = screen.getByText('Buy oat milk').closest('li')!;
    await user().click(within(first).getByRole('button', {name: 'Delete'}));
    await waitFor(() => expect(shownNotes()).toEqual(['Call the dentist']));
    expect(Object.values(stored(READER.email))).toEqual(['Call the dentist']);
    expect(Object.keys(stored(READER.email))[0]).toMatch(/^note\.[0-9a-f-]{36}$/);
  });

  it('Notes keeps the text area read-only while a note is saved, so nothing typed meanwhile is cleared with it', async () => {
    await open();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = false;
    standIn.server.use(
      http.put(`${LOOPBACK_ORIGIN}/protected/kv/:key`, async () => {
        arrived = true;
        await held;
        return undefined; // on to the stand-in's own handler
      }),
    );
    const reader = user();
    const textarea = screen.getByPlaceholderText<HTMLTextAreaElement>('Write a note');
    await reader.type(textarea, 'first note');
    await reader.click(screen.getByRole('button', {name: 'Save note'}));
    await waitFor(() => expect(arrived).toBe(true));
    await reader.type(textarea, ' and more');
    expect(textarea.value).toBe('first note');
    release();
    await screen.findByText('first note');
    expect(textarea.value).toBe('');
    expect(Object.values(stored(READER.email))).toEqual(['first note']);
  });

  it("Notes shows the next user's notes only, after signing in as another user", async () => {
    await open();
    await addNote('Reader only');
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(screen.queryByText('Reader only')).toBeNull());
    await screen.findByPlaceholderText('Write a note');
    await waitFor(() => expect(screen.queryByText('Loading your notes…')).toBeNull());
    expect(shownNotes()).toEqual([]);
  });

  it('Notes shows the server message when the list cannot be loaded, and the sign-in prompt after signing out', async () => {
    standIn.faults.add({path: '/protected/kv', method: 'GET', times: 2, ...SERVER_ERROR});
    expectConsole(/storage is down/);
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('storage is down');
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your notes.')).toBeTruthy();
  });
}

samplesOf(V3, 'src/Notes.tsx', (sample) => {
  notesScenarios(sample);

  it('Notes keeps the list of a save when the first load answers after it', async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    // The first loads wait until the reader has saved a note and the list has been reloaded.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    let heldLists = 0;
    standIn.server.use(
      http.get(`${LOOPBACK_ORIGIN}/protected/kv`, async () => {
        if (holding) {
          heldLists += 1;
          await held;
        }
        return undefined; // on to the stand-in's own handler
      }),
      http.put(`${LOOPBACK_ORIGIN}/protected/kv/:key`, () => {
        holding = false;
        return undefined;
      }),
    );
    const load = await openPage(sample);
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'Notes')));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Write a note'), 'saved early');
    await waitFor(() => expect(heldLists).toBeGreaterThan(0));
    await reader.click(screen.getByRole('button', {name: 'Save note'}));
    await screen.findByText('saved early');
    // The held loads now answer as they would have before the save: without the note.
    const notes = standIn.backend.store(standIn.backend.findByEmail(READER.email)!.id);
    const saved = [...notes];
    notes.clear();
    release();
    await settle();
    for (const [key, entry] of saved) notes.set(key, entry);
    expect(screen.getByText('saved early')).toBeTruthy();
  });
});
samplesOf(V1, 'src/Notes.tsx', notesScenarios);
