/**
 * What the scenarios of the AI pages (ai-integration, models, api-keys, agents, document-upload)
 * share: a tab whose next handshake fails attestation, API keys on the stand-in, and components
 * mounted on a click or streaming one chunk.
 */
import {http, HttpResponse} from 'msw';
import {createElement, Fragment, useState, type ReactElement} from 'react';
import {sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {storedSessionKey} from '../sdk/support/wire';
import {standIn} from '../sdk/support/stand-in-instance';
import type {PageLoad} from './support/pages';

/** The tab forgets its session key, and the next attestation document cannot be processed. */
export function attestationFailsNext(): void {
  for (const key of Object.keys(window.sessionStorage)) window.sessionStorage.removeItem(key);
  standIn.attestationDocument = () => btoa('not an attestation document');
}

/** A new API key of `who`'s account (created on the stand-in if needed); its value. */
export function apiKeyOf(who: {email: string; password: string; name: string}, name = 'scenario key'): string {
  const owner = standIn.backend.findByEmail(who.email) ?? standIn.backend.createAccount(who);
  const key = crypto.randomUUID();
  standIn.backend.apiKeys.set(key, {name, key, userId: owner.id, created_at: '2025-01-01T00:00:00.000Z'});
  return key;
}

/** Creates `who`'s account on the stand-in unless it exists. */
export function ensureAccount(who: {email: string; password: string; name: string}): void {
  if (!standIn.backend.findByEmail(who.email)) standIn.backend.createAccount(who);
}

/** "Use key" and "Clear key" buttons calling the context's `setApiKey`, as a settings panel would. */
export function keyButtons(load: PageLoad, key: string) {
  return function KeyButtons() {
    const {setApiKey} = load.sdk.useOpenSecret() as unknown as {setApiKey: (key: string | undefined) => void};
    return createElement(
      Fragment,
      null,
      createElement('button', {type: 'button', onClick: () => setApiKey(key)}, 'Use key'),
      createElement('button', {type: 'button', onClick: () => setApiKey(undefined)}, 'Clear key'),
    );
  };
}

/** The bearer credential a recorded request carried. */
export function bearerOf(request: {headers: Readonly<Record<string, string>>}): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

/** A button labelled `label` that mounts `child` when clicked, as a tab or a dialog would. */
export function shownOnClick(label: string, child: ReactElement) {
  return function ShownOnClick() {
    const [shown, setShown] = useState(false);
    return shown ? child : createElement('button', {type: 'button', onClick: () => setShown(true)}, label);
  };
}

/**
 * Answers the next chat completion with a stream of one chunk whose text is `text`, sealed with
 * the tab's session key, then keeps the stream open until `release()`.
 */
export function streamOneChunkThenHold(text: string) {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const chunk = {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: 1_735_689_600,
    model: 'stand-in-echo',
    choices: [{index: 0, delta: {role: 'assistant', content: text}, finish_reason: null}],
  };
  standIn.server.use(
    http.post(
      `${LOOPBACK_ORIGIN}/v1/chat/completions`,
      () => {
        const key = storedSessionKey()!;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`data: ${sealText(key, JSON.stringify(chunk))}\n\n`));
            void gate.then(() => controller.close());
          },
        });
        return new HttpResponse(body, {headers: {'content-type': 'text/event-stream'}});
      },
      {once: true},
    ),
  );
  return {release};
}
