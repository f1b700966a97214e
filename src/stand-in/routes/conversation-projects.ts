/**
 * Conversation projects at the paths the SDK's project functions address: create, list
 * (paging; the list leaves `instructions` out), read, update and delete. Deleting a project
 * leaves its conversations as they are.
 */
import {aiRecords, page} from '../ai-records';
import {type ApiRoute, fail, fields, ok} from '../api-route';

const ONE = /^\/v1\/conversation-projects\/(?<id>[^/]+)$/;

export const CONVERSATION_PROJECT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/conversation-projects$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {name} = fields(body);
      if (typeof name !== 'string' || name === '') return fail(422, 'name must be a non-empty string');
      const records = aiRecords(backend);
      const now = records.tick();
      return ok(
        records.projects.add(accountId, {
          id: backend.next('proj'),
          object: 'conversation.project',
          name,
          instructions: null,
          created_at: now,
          updated_at: now,
        }),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/conversation-projects$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      const items = aiRecords(backend)
        .projects.of(accountId)
        .map(({instructions: _omitted, ...item}) => item);
      return ok(page(items, query, {emptyIds: 'omit', defaultOrder: 'desc'}));
    },
  },
  {
    method: 'GET',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const project = aiRecords(backend).projects.get(accountId, params.id);
      return project ? ok(project) : fail(404, `no project ${params.id}`);
    },
  },
  {
    method: 'POST',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params, body}) {
      const records = aiRecords(backend);
      const project = records.projects.get(accountId, params.id);
      if (!project) return fail(404, `no project ${params.id}`);
      const changes = fields(body);
      if (typeof changes.name === 'string') project.name = changes.name;
      if ('instructions' in changes) project.instructions = changes.instructions;
      project.updated_at = records.tick();
      return ok(project);
    },
  },
  {
    method: 'DELETE',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = aiRecords(backend).projects.delete(accountId, params.id);
      return deleted
        ? ok({id: params.id, object: 'conversation.project.deleted', deleted: true})
        : fail(404, `no project ${params.id}`);
    },
  },
];
