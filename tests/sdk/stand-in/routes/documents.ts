/**
 * Document upload (SDK 1.5.4): an upload becomes a task, and each status check answers the next
 * status a test scripted with `scriptDocumentStatuses`, then "success" with the document, whose
 * text is the uploaded bytes read as UTF-8.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

export interface ScriptedStatus {
  readonly status: string;
  readonly progress?: number;
  readonly error?: string;
  /** Leaves the document out of a "success" answer. */
  readonly withoutDocument?: boolean;
}

interface Task {
  readonly filename: string;
  readonly text: string;
  readonly size: number;
}

interface DocumentState {
  readonly tasks: Map<string, Task>;
  script: ScriptedStatus[];
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

/** The answers of the next status checks, in order; after them every check answers "success". */
export function scriptDocumentStatuses(backend: Backend, statuses: readonly ScriptedStatus[]): void {
  stateOf(backend).script = [...statuses];
}

export const DOCUMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/documents\/upload$/,
    auth: 'user',
    handle({backend, body}) {
      const {filename, content_base64: content} = fields(body);
      if (typeof filename !== 'string' || typeof content !== 'string')
        return fail(400, 'filename and content_base64 needed');
      const bytes = Buffer.from(content, 'base64');
      const taskId = backend.uuid();
      stateOf(backend).tasks.set(taskId, {filename, text: bytes.toString('utf8'), size: bytes.length});
      return ok({task_id: taskId, filename, size: bytes.length});
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/documents\/status$/,
    auth: 'user',
    handle({backend, body}) {
      const {task_id: taskId} = fields(body);
      const state = stateOf(backend);
      const task = typeof taskId === 'string' ? state.tasks.get(taskId) : undefined;
      if (!task) return fail(404, 'no such task');
      const next = state.script.shift() ?? {status: 'success'};
      const document = next.status === 'success' && !next.withoutDocument ? task : undefined;
      return ok({
        status: next.status,
        ...(next.progress === undefined ? {} : {progress: next.progress}),
        ...(next.error === undefined ? {} : {error: next.error}),
        ...(document ? {document: {text: document.text, filename: document.filename, size: document.size}} : {}),
      });
    },
  },
];
