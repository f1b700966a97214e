/**
 * Document upload and status: an upload becomes a task whose "extracted text" is the file's
 * bytes read as UTF-8; status checks answer with the statuses a test scripted, then success.
 * An API key is not accepted here, only a user's access token.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

interface Task {
  readonly owner: string;
  readonly filename: string;
  readonly size: number;
  readonly text: string;
}

interface DocumentState {
  readonly tasks: Map<string, Task>;
  /** Answers of the next status checks, oldest first; then `success` with the document. */
  readonly script: Record<string, unknown>[];
}

const states = new WeakMap<Backend, DocumentState>();

function stateOf(backend: Backend): DocumentState {
  let state = states.get(backend);
  if (!state) {
    state = {tasks: new Map(), script: []};
    states.set(backend, state);
  }
  return state;
}

/** Makes the next status checks answer with these objects (`{status, progress?, error?, document?}`). */
export function scriptDocumentStatuses(backend: Backend, answers: readonly Record<string, unknown>[]): void {
  stateOf(backend).script.push(...answers);
}

export const DOCUMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/documents\/upload$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {filename, content_base64: content} = fields(body);
      if (typeof filename !== 'string' || typeof content !== 'string') return fail(422, 'filename and content needed');
      const bytes = Buffer.from(content, 'base64');
      const task_id = backend.next('stand-in-task');
      stateOf(backend).tasks.set(task_id, {owner: accountId, filename, size: bytes.length, text: bytes.toString()});
      return ok({task_id, filename, size: bytes.length});
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/documents\/status$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {task_id: taskId} = fields(body);
      const state = stateOf(backend);
      const task = typeof taskId === 'string' ? state.tasks.get(taskId) : undefined;
      if (task?.owner !== accountId) return fail(404, 'no such task');
      const scripted = state.script.shift();
      if (scripted) return ok(scripted);
      const {text, filename, size} = task;
      return ok({status: 'success', progress: 100, document: {text, filename, size}});
    },
  },
];
