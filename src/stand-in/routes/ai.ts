/**
 * The OpenAI-compatible part: chat completions (a JSON answer, or server-sent events when the
 * request asks to stream) that echo the last message, and the model list. Accepts an access
 * token or an API key.
 */
import {type ApiResult, type ApiRoute, fields, ok} from '../api-route';

export const STAND_IN_MODEL = 'stand-in-echo';

function lastMessage(body: unknown): string {
  const {messages} = fields(body);
  if (!Array.isArray(messages) || messages.length === 0) return '';
  const {content} = fields(messages[messages.length - 1]);
  return typeof content === 'string' ? content : '';
}

function completion(body: unknown): ApiResult {
  const reply = `echo: ${lastMessage(body)}`;
  if (fields(body).stream === true) {
    const chunk = (delta: Record<string, unknown>, finish: string | null): unknown => ({
      id: 'chatcmpl-stand-in',
      object: 'chat.completion.chunk',
      created: 1_735_689_600,
      model: STAND_IN_MODEL,
      choices: [{index: 0, delta, finish_reason: finish}],
    });
    return {status: 200, events: [chunk({role: 'assistant', content: reply}, null), chunk({}, 'stop')]};
  }
  return ok({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: 1_735_689_600,
    model: STAND_IN_MODEL,
    choices: [{index: 0, message: {role: 'assistant', content: reply}, finish_reason: 'stop'}],
    usage: {prompt_tokens: 1, completion_tokens: 1, total_tokens: 2},
  });
}

export const AI_ROUTES: readonly ApiRoute[] = [
  {method: 'POST', path: /^\/v1\/chat\/completions$/, auth: 'user-or-api-key', handle: ({body}) => completion(body)},
  {
    method: 'GET',
    path: /^\/v1\/models$/,
    auth: 'user-or-api-key',
    handle: () => ok({object: 'list', data: [{id: STAND_IN_MODEL, object: 'model', created: 0, owned_by: 'stand-in'}]}),
  },
];
