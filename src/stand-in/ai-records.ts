/**
 * The stand-in's in-memory records of the AI resources the SDK's 3.x calls address:
 * conversations and their items, conversation projects, stored responses, instructions and
 * agents. One set per `Backend`, so `standIn.reset()` starts them empty too. Every record
 * belongs to the account that created it; another account gets a 404 for it.
 */
import type {Backend} from './backend';

export type Json = Record<string, unknown>;

/** One record and the account it belongs to. */
export interface Owned<T extends Json> {
  readonly owner: string;
  readonly record: T;
}

/** A store of records of one kind, in creation order. */
export class RecordStore<T extends Json & {id: string}> {
  readonly #records = new Map<string, Owned<T>>();

  add(owner: string, record: T): T {
    this.#records.set(record.id, {owner, record});
    return record;
  }

  /** The record of that id when it belongs to the account. */
  get(owner: string, id: string): T | undefined {
    const entry = this.#records.get(id);
    return entry?.owner === owner ? entry.record : undefined;
  }

  /** Removes the record of that id when it belongs to the account; true when it did. */
  delete(owner: string, id: string): boolean {
    return this.get(owner, id) !== undefined && this.#records.delete(id);
  }

  /** The account's records, oldest first. */
  of(owner: string): T[] {
    return [...this.#records.values()].filter((entry) => entry.owner === owner).map((entry) => entry.record);
  }
}

export class AiRecords {
  readonly conversations = new RecordStore<Json & {id: string}>();
  /** conversation id → its items, oldest first */
  readonly items = new Map<string, (Json & {id: string})[]>();
  readonly projects = new RecordStore<Json & {id: string}>();
  readonly responses = new RecordStore<Json & {id: string}>();
  readonly instructions = new RecordStore<Json & {id: string}>();
  /** account id → its main agent */
  readonly mainAgents = new Map<string, Json & {id: string; conversation_id: string}>();
  readonly subagents = new RecordStore<Json & {id: string; conversation_id: string}>();
  #clock = 1_735_689_600;

  /** A creation time in seconds, one second after the previous one, so order is observable. */
  tick(): number {
    this.#clock += 1;
    return this.#clock;
  }

  itemsOf(conversationId: string): (Json & {id: string})[] {
    let list = this.items.get(conversationId);
    if (!list) {
      list = [];
      this.items.set(conversationId, list);
    }
    return list;
  }
}

const RECORDS = new WeakMap<Backend, AiRecords>();

/** The AI records of a backend, created empty on first use. */
export function aiRecords(backend: Backend): AiRecords {
  let records = RECORDS.get(backend);
  if (!records) {
    records = new AiRecords();
    RECORDS.set(backend, records);
  }
  return records;
}

/** A message item, in the shape of the SDK's `ConversationItem`. */
export function messageItem(backend: Backend, role: 'user' | 'assistant', text: string): Json & {id: string} {
  return {
    id: backend.next('msg'),
    object: 'conversation.item',
    type: 'message',
    status: 'completed',
    role,
    content: [{type: role === 'user' ? 'input_text' : 'text', text}],
  };
}

export interface PageOptions {
  /** `null`: `first_id` and `last_id` are null on an empty page; `omit`: left out. */
  readonly emptyIds: 'null' | 'omit';
  /** The order without an `order` parameter. */
  readonly defaultOrder: 'asc' | 'desc';
}

/**
 * One page of records, as the list endpoints answer: `limit` (20 by default) records after
 * the `after` id or before the `before` id, in `order`, with `has_more`, `first_id` and `last_id`.
 */
export function page(records: readonly {id: string}[], query: URLSearchParams, options: PageOptions): Json {
  const order = query.get('order') ?? options.defaultOrder;
  const sorted = order === 'asc' ? [...records] : [...records].reverse();
  const limit = Number(query.get('limit') ?? '20');
  const after = query.get('after');
  const before = query.get('before');
  let start = 0;
  let end = sorted.length;
  if (after !== null) start = sorted.findIndex((record) => record.id === after) + 1;
  if (before !== null)
    end = Math.max(
      0,
      sorted.findIndex((record) => record.id === before),
    );
  if (before !== null && after === null) start = Math.max(0, end - limit);
  const data = sorted.slice(start, Math.min(end, start + limit));
  const ids =
    data.length > 0
      ? {first_id: data[0].id, last_id: data[data.length - 1].id}
      : options.emptyIds === 'null'
        ? {first_id: null, last_id: null}
        : {};
  return {object: 'list', data, has_more: start + limit < end, ...ids};
}
