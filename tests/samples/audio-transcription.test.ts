/**
 * The audio-transcription guide (3.2.0): the wrapper with named options, the file picker and
 * the voice note. jsdom has no microphone and no `MediaRecorder`; the voice note's scenarios
 * give the page a recorder that hands over the bytes it is given, as a browser's does when
 * recording stops.
 */
import {screen} from '@testing-library/react';
import {createElement, Fragment, useState} from 'react';
import {afterEach, expect, it, vi} from 'vitest';
import {apiKeyOf, keyButtons} from './ai-pages';
import type {PageSample} from './support/pages';
import {
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  openPage,
  READER,
  renderInProvider,
  samplesOf,
  settle,
  signedInAs,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const PAGE = 'docs/guides/audio-transcription.mdx';
const NOTE = new Uint8Array([1, 2, 3, 4]);

const transcriptionBodies = () => standIn.log.to('/v1/audio/transcriptions').map((request) => request.decryptedBody);

samplesOf(PAGE, 'src/transcribe.ts', (sample: PageSample) => {
  type Transcribe = (os: unknown, audio: Blob, options?: Record<string, unknown>) => Promise<{text: string}>;

  it('transcribe passes the named options in their positions, temperature 0 included', async () => {
    const {load, context} = await signedInContext(sample);
    const transcribe = load.exportsOf(sample.title).transcribe as Transcribe;
    const note = new File([NOTE], 'note.webm', {type: 'audio/webm'});
    const result = await inAct(() =>
      transcribe(context(), note, {language: 'en', prompt: 'a meeting about the roadmap', temperature: 0}),
    );
    expect(result).toEqual({text: 'stand-in transcript of note.webm (4 bytes, audio/webm, whisper-large-v3)'});
    expect(transcriptionBodies()).toEqual([
      {
        file: 'AQIDBA==',
        filename: 'note.webm',
        content_type: 'audio/webm',
        model: 'whisper-large-v3',
        language: 'en',
        prompt: 'a meeting about the roadmap',
        temperature: 0,
      },
    ]);
  });

  it('transcribe with no options sends the file with the default model', async () => {
    const {load, context} = await signedInContext(sample);
    const transcribe = load.exportsOf(sample.title).transcribe as Transcribe;
    const result = await inAct(() => transcribe(context(), new File([NOTE], 'memo.mp3', {type: 'audio/mpeg'})));
    expect(result.text).toBe('stand-in transcript of memo.mp3 (4 bytes, audio/mpeg, whisper-large-v3)');
  });
});

samplesOf(PAGE, 'src/TranscribeFile.tsx', (sample: PageSample) => {
  it('TranscribeFile asks a signed-out reader to sign in', async () => {
    const load = await openPage(sample, '/transcribe');
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'TranscribeFile')));
    expect(await screen.findByText('Sign in to transcribe audio.')).toBeTruthy();
    expect(screen.queryByLabelText('Transcribe an audio file')).toBeNull();
  });

  it('TranscribeFile shows the transcript of the picked file and empties the picker', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/transcribe');
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'TranscribeFile')));
    const picker = await screen.findByLabelText<HTMLInputElement>('Transcribe an audio file');
    await user().upload(picker, new File([NOTE], 'interview.m4a', {type: 'audio/mp4'}));
    expect(
      await screen.findByText('stand-in transcript of interview.m4a (4 bytes, audio/mp4, whisper-large-v3)'),
    ).toBeTruthy();
    expect(picker.value).toBe('');
    expect(picker.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(transcriptionBodies()).toHaveLength(1);
  });

  it('TranscribeFile clears the transcript when an API key is set', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/transcribe');
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(keyButtons(load, apiKeyOf(READER))),
        createElement(componentOf(load, sample.title, 'TranscribeFile')),
      ),
    );
    const reader = user();
    await reader.upload(
      await screen.findByLabelText<HTMLInputElement>('Transcribe an audio file'),
      new File([NOTE], 'interview.m4a', {type: 'audio/mp4'}),
    );
    const transcript = 'stand-in transcript of interview.m4a (4 bytes, audio/mp4, whisper-large-v3)';
    expect(await screen.findByText(transcript)).toBeTruthy();
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    await settle();
    expect(screen.queryByText(transcript)).toBeNull();
    expect(screen.getByLabelText('Transcribe an audio file')).toBeTruthy();
  });

  it('TranscribeFile shows the message of a refused transcription', async () => {
    await earlierVisitSignedIn(sample);
    expectConsole(/^Error: stand-in: the file is too large/);
    standIn.faults.add({
      path: '/v1/audio/transcriptions',
      status: 413,
      body: {json: {status: 413, message: 'stand-in: the file is too large'}},
    });
    const load = await openPage(sample, '/transcribe');
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'TranscribeFile')));
    const picker = await screen.findByLabelText<HTMLInputElement>('Transcribe an audio file');
    await user().upload(picker, new File([NOTE], 'long.wav', {type: 'audio/wav'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: the file is too large');
    expect(picker.disabled).toBe(false);
  });
});

/**
 * A recorder like a browser's: `stop()` hands over `recorded` as one chunk, then calls `onstop`.
 * `fails` makes the constructor or `start()` throw, as a browser does for a stream or format it
 * refuses.
 */
function fakeRecorder(
  recorded: Uint8Array<ArrayBuffer>,
  supported: readonly string[],
  fails?: 'constructor' | 'start',
) {
  const refusal = () => new DOMException('stand-in: the recorder refused this stream', 'NotSupportedError');
  class FakeMediaRecorder {
    static isTypeSupported = (type: string): boolean => supported.includes(type);
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: {data: Blob}) => void) | null = null;
    onstop: (() => void) | null = null;
    readonly mimeType: string;
    constructor(_stream: unknown, options: {mimeType: string}) {
      if (fails === 'constructor') throw refusal();
      this.mimeType = options.mimeType;
    }
    start(): void {
      if (fails === 'start') throw refusal();
      this.state = 'recording';
    }
    stop(): void {
      this.state = 'inactive';
      this.ondataavailable?.({data: new Blob([recorded], {type: `${this.mimeType};codecs=opus`})});
      this.onstop?.();
    }
  }
  return FakeMediaRecorder;
}

/** A microphone stream whose one track records whether it was stopped. */
function microphone() {
  const track = {stopped: false, stop: () => void (track.stopped = true)};
  const stream = {getTracks: () => [track]};
  const getUserMedia = vi.fn((_constraints: unknown) => Promise.resolve(stream));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, {mediaDevices: {getUserMedia}}));
  return {track, getUserMedia};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

samplesOf(PAGE, 'src/VoiceNote.tsx', (sample: PageSample) => {
  async function signedInVoiceNote(language?: string) {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/voice-note');
    const VoiceNote = componentOf<{language?: string}>(load, sample.title, 'VoiceNote');
    const view = renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(signedInAs(load.sdk)), createElement(VoiceNote, {language})),
    );
    await screen.findByText(`Signed in as ${READER.email}`);
    return view;
  }

  it('VoiceNote records in the first supported format, releases the microphone and shows the transcript', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/ogg', 'audio/mp4']));
    const {track, getUserMedia} = microphone();
    await signedInVoiceNote('en');
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Record a voice note'}));
    expect(await screen.findByText('Recording…')).toBeTruthy();
    expect(getUserMedia.mock.calls).toEqual([[{audio: true}]]);
    await reader.click(screen.getByRole('button', {name: 'Stop and transcribe'}));
    expect(
      await screen.findByText('stand-in transcript of recording.ogg (4 bytes, audio/ogg, whisper-large-v3)'),
    ).toBeTruthy();
    expect(track.stopped).toBe(true);
    expect(transcriptionBodies()).toEqual([
      {
        file: 'AQIDBA==',
        filename: 'recording.ogg',
        content_type: 'audio/ogg',
        model: 'whisper-large-v3',
        language: 'en',
      },
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Record a voice note'}).disabled).toBe(false);
  });

  it('VoiceNote sends nothing for an empty recording', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(new Uint8Array(0), ['audio/webm']));
    microphone();
    await signedInVoiceNote();
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Record a voice note'}));
    await reader.click(await screen.findByRole('button', {name: 'Stop and transcribe'}));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was recorded.');
    expect(transcriptionBodies()).toEqual([]);
  });

  it('VoiceNote says so when the microphone is denied, or no format can be recorded', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/webm']));
    const {getUserMedia} = microphone();
    getUserMedia.mockImplementationOnce(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await signedInVoiceNote();
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Record a voice note'}));
    expect((await screen.findByRole('alert')).textContent).toBe('Microphone access was denied.');
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/x-unknown']));
    await reader.click(screen.getByRole('button', {name: 'Record a voice note'}));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser cannot record audio in a supported format.',
    );
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  for (const fails of ['constructor', 'start'] as const) {
    it(`VoiceNote releases the microphone and says why when the recorder's ${fails === 'start' ? 'start()' : 'constructor'} throws`, async () => {
      vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/webm'], fails));
      const {track} = microphone();
      await signedInVoiceNote();
      await user().click(screen.getByRole('button', {name: 'Record a voice note'}));
      expect((await screen.findByRole('alert')).textContent).toBe('stand-in: the recorder refused this stream');
      expect(track.stopped).toBe(true);
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Record a voice note'}).disabled).toBe(false);
      expect(transcriptionBodies()).toEqual([]);
    });
  }

  it('VoiceNote sends the language the page gives when recording stops', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/webm']));
    microphone();
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/voice-note');
    const VoiceNote = componentOf<{language?: string}>(load, sample.title, 'VoiceNote');
    function LanguageChoice() {
      const [language, setLanguage] = useState('en');
      return createElement(
        Fragment,
        null,
        createElement('button', {type: 'button', onClick: () => setLanguage('fr')}, 'French'),
        createElement(VoiceNote, {language}),
      );
    }
    renderInProvider(load.sdk, createElement(LanguageChoice));
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Record a voice note'}));
    await screen.findByText('Recording…');
    await reader.click(screen.getByRole('button', {name: 'French'}));
    await reader.click(screen.getByRole('button', {name: 'Stop and transcribe'}));
    await screen.findByText(/^stand-in transcript of recording\.webm/);
    expect(transcriptionBodies()).toMatchObject([{language: 'fr'}]);
  });

  it('VoiceNote stops recording and sends nothing when an API key is set mid-recording', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/webm']));
    const {track} = microphone();
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/voice-note');
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(keyButtons(load, apiKeyOf(READER))),
        createElement(componentOf(load, sample.title, 'VoiceNote')),
      ),
    );
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Record a voice note'}));
    await screen.findByText('Recording…');
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    await settle();
    expect(track.stopped).toBe(true);
    expect(screen.queryByText('Recording…')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Record a voice note'}).disabled).toBe(false);
    expect(transcriptionBodies()).toEqual([]);
  });

  it('VoiceNote releases the microphone and sends nothing when it unmounts mid-recording', async () => {
    vi.stubGlobal('MediaRecorder', fakeRecorder(NOTE, ['audio/webm']));
    const {track} = microphone();
    const view = await signedInVoiceNote();
    await user().click(screen.getByRole('button', {name: 'Record a voice note'}));
    await screen.findByText('Recording…');
    view.unmount();
    await settle();
    expect(track.stopped).toBe(true);
    expect(transcriptionBodies()).toEqual([]);
  });
});
