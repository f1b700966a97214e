/**
 * Shared by the scenarios of the conversation, project, responses and instructions guides:
 * records put straight into the stand-in, sealed answers the stand-in's routes never give, and
 * server errors.
 */
import {aiRecords, messageItem, type Json} from '../../src/stand-in/ai-records';
import {sealText} from '../../src/stand-in/session-crypto';
import {storedSessionKey} from '../sdk/support/wire';
import {READER, standIn} from './support/scenarios';

interface Who {
  email: string;
}

export function accountIdOf(who: Who = READER): string {
  const account = standIn.backend.findByEmail(who.email);
  if (!account) throw new Error(`no account ${who.email}`);
  return account.id;
}

export function records() {
  return aiRecords(standIn.backend);
}

/** Adds a conversation of `who` to the stand-in, as the create route would. */
export function seedConversation(
  fields: {metadata?: Json; pinned?: boolean; project_id?: string | null} = {},
  who: Who = READER,
): Json & {id: string} {
  const now = records().tick();
  return records().conversations.add(accountIdOf(who), {
    id: standIn.backend.next('conv'),
    object: 'conversation',
    created_at: now,
    project_id: null,
    pinned: false,
    last_activity_at: now,
    ...fields,
  });
}

/** Adds a message to a conversation's items. */
export function seedItem(conversationId: string, role: 'user' | 'assistant', text: string): Json & {id: string} {
  const item = messageItem(standIn.backend, role, text);
  records().itemsOf(conversationId).push(item);
  return item;
}

/** Adds a project of `who` to the stand-in. */
export function seedProject(name: string, instructions: string | null = null, who: Who = READER) {
  const now = records().tick();
  return records().projects.add(accountIdOf(who), {
    id: standIn.backend.next('proj'),
    object: 'conversation.project',
    name,
    instructions,
    created_at: now,
    updated_at: now,
  });
}

/** The next request to `method path` is answered 200 with `json` sealed with the tab's session key. */
export function sealedAnswer(method: string, path: string, json: unknown): void {
  const key = storedSessionKey();
  if (!key) throw new Error('the tab holds no session key');
  standIn.faults.add({path, method, status: 200, body: {json: {encrypted: sealText(key, JSON.stringify(json))}}});
}

/** The next request to `method path` is answered with an error status and the server's message. */
export function serverError(method: string, path: string | RegExp, message: string, status = 500): void {
  standIn.faults.add({path, method, status, body: {json: {status, message}}});
}
