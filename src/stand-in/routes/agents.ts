/**
 * Agents at the paths the SDK's agent functions address: the account's main agent (made on
 * first read, with one greeting item) and its items, and subagents (create, list with a
 * `created_by` filter, read, delete) and their items. Only a subagent's creation has a body.
 */
import type {Backend} from '../backend';
import {aiRecords, type Json, messageItem, page} from '../ai-records';
import {type ApiResult, type ApiRoute, fail, fields, ok} from '../api-route';

const SUBAGENT = /^\/v1\/agent\/subagents\/(?<id>[^/]+)$/;

function mainAgent(backend: Backend, accountId: string): Json & {id: string; conversation_id: string} {
  const records = aiRecords(backend);
  let agent = records.mainAgents.get(accountId);
  if (!agent) {
    const now = records.tick();
    agent = {
      id: backend.next('agent'),
      object: 'agent.main',
      kind: 'main',
      conversation_id: backend.next('conv'),
      display_name: 'Main agent',
      created_at: now,
      updated_at: now,
    };
    records.mainAgents.set(accountId, agent);
    records.itemsOf(agent.conversation_id).push(messageItem(backend, 'assistant', 'stand-in: main agent ready'));
  }
  return agent;
}

function itemOf(backend: Backend, conversationId: string, itemId: string): ApiResult {
  const item = aiRecords(backend)
    .itemsOf(conversationId)
    .find((candidate) => candidate.id === itemId);
  return item ? ok(item) : fail(404, `no item ${itemId}`);
}

export const AGENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/agent$/,
    auth: 'user',
    handle: ({backend, accountId}) => ok(mainAgent(backend, accountId)),
  },
  {
    method: 'DELETE',
    path: /^\/v1\/agent$/,
    auth: 'user',
    handle({backend, accountId}) {
      const agent = aiRecords(backend).mainAgents.get(accountId);
      if (!agent) return fail(404, 'no main agent');
      aiRecords(backend).mainAgents.delete(accountId);
      return ok({id: agent.id, object: 'agent.main.deleted', deleted: true});
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/agent\/items$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      const items = aiRecords(backend).itemsOf(mainAgent(backend, accountId).conversation_id);
      return ok(page(items, query, {emptyIds: 'omit', defaultOrder: 'asc'}));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/agent\/items\/(?<item>[^/]+)$/,
    auth: 'user',
    handle: ({backend, accountId, params}) =>
      itemOf(backend, mainAgent(backend, accountId).conversation_id, params.item),
  },
  {
    method: 'POST',
    path: /^\/v1\/agent\/subagents$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {purpose, display_name: displayName} = fields(body);
      if (typeof purpose !== 'string' || purpose === '') return fail(422, 'purpose must be a non-empty string');
      const records = aiRecords(backend);
      const now = records.tick();
      return ok(
        records.subagents.add(accountId, {
          id: backend.next('subagent'),
          object: 'agent.subagent',
          kind: 'subagent',
          conversation_id: backend.next('conv'),
          display_name: typeof displayName === 'string' ? displayName : purpose,
          purpose,
          created_by: 'user',
          created_at: now,
          updated_at: now,
        }),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/agent\/subagents$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      const by = query.get('created_by');
      const mine = aiRecords(backend)
        .subagents.of(accountId)
        .filter((subagent) => by === null || subagent.created_by === by);
      return ok(page(mine, query, {emptyIds: 'omit', defaultOrder: 'desc'}));
    },
  },
  {
    method: 'GET',
    path: SUBAGENT,
    auth: 'user',
    handle({backend, accountId, params}) {
      const subagent = aiRecords(backend).subagents.get(accountId, params.id);
      return subagent ? ok(subagent) : fail(404, `no subagent ${params.id}`);
    },
  },
  {
    method: 'DELETE',
    path: SUBAGENT,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = aiRecords(backend).subagents.delete(accountId, params.id);
      return deleted
        ? ok({id: params.id, object: 'agent.subagent.deleted', deleted: true})
        : fail(404, `no subagent ${params.id}`);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/agent\/subagents\/(?<id>[^/]+)\/items$/,
    auth: 'user',
    handle({backend, accountId, params, query}) {
      const subagent = aiRecords(backend).subagents.get(accountId, params.id);
      if (!subagent) return fail(404, `no subagent ${params.id}`);
      return ok(
        page(aiRecords(backend).itemsOf(subagent.conversation_id), query, {emptyIds: 'omit', defaultOrder: 'asc'}),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/agent\/subagents\/(?<id>[^/]+)\/items\/(?<item>[^/]+)$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const subagent = aiRecords(backend).subagents.get(accountId, params.id);
      return subagent ? itemOf(backend, subagent.conversation_id, params.item) : fail(404, `no subagent ${params.id}`);
    },
  },
];
