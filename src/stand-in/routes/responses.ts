/**
 * Stored responses at the paths the SDK's Responses members (and an `openai` client's
 * `responses` resource) address. A new response echoes its input and is `completed` at once,
 * or, when the request asks to stream, its events go out as server-sent events. With a
 * `conversation`, the input and the answer are added to that conversation's items. The list
 * answers `thread` items, as the SDK's list type describes. Only an `in_progress` response
 * can be cancelled (a test sets that status on the record).
 */
import {aiRecords, type Json, messageItem, page} from '../ai-records';
import {type ApiRoute, fail, fields, ok} from '../api-route';

const ONE = /^\/v1\/responses\/(?<id>[^/]+)$/;

function conversationIdOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const {id} = fields(value);
  return typeof id === 'string' ? id : undefined;
}

export const RESPONSE_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/responses$/,
    auth: 'user-or-api-key',
    handle({backend, accountId, body}) {
      const {model, input, conversation, stream} = fields(body);
      if (typeof model !== 'string' || typeof input !== 'string') return fail(422, 'model and input must be strings');
      const records = aiRecords(backend);
      const conversationId = conversationIdOf(conversation);
      if (conversationId !== undefined && !records.conversations.get(accountId, conversationId))
        return fail(404, `no conversation ${conversationId}`);
      const reply = `echo: ${input}`;
      const response: Json & {id: string} = {
        id: backend.next('resp'),
        object: 'response',
        created_at: records.tick(),
        status: 'completed',
        model,
        output: reply,
        usage: {
          input_tokens: 1,
          input_tokens_details: {cached_tokens: 0},
          output_tokens: 1,
          output_tokens_details: {reasoning_tokens: 0},
          total_tokens: 2,
        },
        title: input,
      };
      records.responses.add(accountId, response);
      if (conversationId !== undefined) {
        records
          .itemsOf(conversationId)
          .push(messageItem(backend, 'user', input), messageItem(backend, 'assistant', reply));
      }
      const {title: _title, ...view} = response;
      if (stream !== true) return ok(view);
      return {
        status: 200,
        events: [
          {type: 'response.created', response: {...view, status: 'in_progress', output: []}},
          {type: 'response.output_text.delta', delta: reply},
          {type: 'response.completed', response: view},
        ],
      };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/responses$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      const threads = aiRecords(backend)
        .responses.of(accountId)
        .map((response) => ({
          id: response.id,
          object: 'thread',
          created_at: response.created_at,
          updated_at: response.created_at,
          title: response.title,
        }));
      return ok(page(threads, query, {emptyIds: 'omit', defaultOrder: 'desc'}));
    },
  },
  {
    method: 'GET',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const response = aiRecords(backend).responses.get(accountId, params.id);
      if (!response) return fail(404, `no response ${params.id}`);
      const {title: _title, ...view} = response;
      return ok(view);
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/responses\/(?<id>[^/]+)\/cancel$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const response = aiRecords(backend).responses.get(accountId, params.id);
      if (!response) return fail(404, `no response ${params.id}`);
      if (response.status !== 'in_progress') return fail(409, `response ${params.id} is not in progress`);
      response.status = 'cancelled';
      const {id, object, created_at: createdAt, model, status} = response;
      return ok({id, object, created_at: createdAt, model, status});
    },
  },
  {
    method: 'DELETE',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = aiRecords(backend).responses.delete(accountId, params.id);
      return deleted
        ? ok({id: params.id, object: 'response.deleted', deleted: true})
        : fail(404, `no response ${params.id}`);
    },
  },
];
