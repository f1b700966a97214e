/**
 * Conversations and their items, at the paths the SDK's conversation functions address:
 * create, list (paging, `project_id`, `unassigned_project` and `pinned` filters), read,
 * update, delete one, several or all, move several to a project, and read items.
 */
import {aiRecords, type Json, page} from '../ai-records';
import {type ApiRoute, fail, fields, ok} from '../api-route';

const ONE = /^\/v1\/conversations\/(?<id>[^/]+)$/;

function listFilter(query: URLSearchParams): (conversation: Json) => boolean {
  const project = query.get('project_id');
  const unassigned = query.get('unassigned_project');
  const pinned = query.get('pinned');
  return (conversation) =>
    (project === null || conversation.project_id === project) &&
    (unassigned === null || (conversation.project_id === null) === (unassigned === 'true')) &&
    (pinned === null || conversation.pinned === (pinned === 'true'));
}

export const CONVERSATION_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/conversations\/batch-delete$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {ids} = fields(body);
      if (!Array.isArray(ids)) return fail(422, 'ids must be an array');
      const records = aiRecords(backend);
      const data = ids.map((id: unknown) =>
        typeof id === 'string' && records.conversations.delete(accountId, id)
          ? {id, object: 'conversation.deleted', deleted: true}
          : {id, object: 'conversation.deleted', deleted: false, error: 'not_found'},
      );
      return ok({object: 'list', data});
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/conversations\/batch-update-project$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {ids, project_id: projectId} = fields(body);
      if (!Array.isArray(ids)) return fail(422, 'ids must be an array');
      const conversations = aiRecords(backend).conversations;
      const found = ids.map((id: unknown) => (typeof id === 'string' ? conversations.get(accountId, id) : undefined));
      for (const conversation of found) if (conversation) conversation.project_id = projectId ?? null;
      return ok({success: found.every((conversation) => conversation !== undefined)});
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/conversations$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {metadata, project_id: projectId, pinned} = fields(body);
      const records = aiRecords(backend);
      const now = records.tick();
      return ok(
        records.conversations.add(accountId, {
          id: backend.next('conv'),
          object: 'conversation',
          created_at: now,
          ...(metadata === undefined ? {} : {metadata}),
          project_id: projectId ?? null,
          pinned: pinned === true,
          last_activity_at: now,
        }),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/conversations$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      const mine = aiRecords(backend).conversations.of(accountId).filter(listFilter(query));
      return ok(page(mine, query, {emptyIds: 'omit', defaultOrder: 'desc'}));
    },
  },
  {
    method: 'DELETE',
    path: /^\/v1\/conversations$/,
    auth: 'user',
    handle({backend, accountId}) {
      const conversations = aiRecords(backend).conversations;
      for (const conversation of conversations.of(accountId)) conversations.delete(accountId, conversation.id);
      return ok({object: 'list.deleted', deleted: true});
    },
  },
  {
    method: 'GET',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const conversation = aiRecords(backend).conversations.get(accountId, params.id);
      return conversation ? ok(conversation) : fail(404, `no conversation ${params.id}`);
    },
  },
  {
    method: 'POST',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params, body}) {
      const records = aiRecords(backend);
      const conversation = records.conversations.get(accountId, params.id);
      if (!conversation) return fail(404, `no conversation ${params.id}`);
      const changes = fields(body);
      if ('metadata' in changes) conversation.metadata = changes.metadata;
      if ('project_id' in changes) conversation.project_id = changes.project_id;
      if ('pinned' in changes) conversation.pinned = changes.pinned;
      conversation.last_activity_at = records.tick();
      return ok(conversation);
    },
  },
  {
    method: 'DELETE',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = aiRecords(backend).conversations.delete(accountId, params.id);
      return deleted
        ? ok({id: params.id, object: 'conversation.deleted', deleted: true})
        : fail(404, `no conversation ${params.id}`);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/conversations\/(?<id>[^/]+)\/items$/,
    auth: 'user',
    handle({backend, accountId, params, query}) {
      const records = aiRecords(backend);
      if (!records.conversations.get(accountId, params.id)) return fail(404, `no conversation ${params.id}`);
      return ok(page(records.itemsOf(params.id), query, {emptyIds: 'omit', defaultOrder: 'asc'}));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/conversations\/(?<id>[^/]+)\/items\/(?<item>[^/]+)$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const records = aiRecords(backend);
      const item = records.conversations.get(accountId, params.id)
        ? records.itemsOf(params.id).find((candidate) => candidate.id === params.item)
        : undefined;
      return item ? ok(item) : fail(404, `no item ${params.item} in conversation ${params.id}`);
    },
  },
];
