/**
 * Saved instructions at the paths the SDK's instruction members address: create, list
 * (paging; `first_id` and `last_id` null on an empty page), read, update (`POST`), delete and
 * set the default. At most one instruction of an account is the default. An empty name or
 * prompt, or an update without a field, is refused with 422, this stand-in's choice.
 */
import {aiRecords, type AiRecords, type Json, page} from '../ai-records';
import {type ApiRoute, fail, fields, ok} from '../api-route';

const ONE = /^\/v1\/instructions\/(?<id>[^/]+)$/;

const tokensOf = (prompt: string): number => prompt.split(/\s+/).filter(Boolean).length;

function makeDefault(records: AiRecords, accountId: string, chosen: Json & {id: string}): void {
  for (const instruction of records.instructions.of(accountId)) instruction.is_default = instruction.id === chosen.id;
}

export const INSTRUCTION_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/instructions$/,
    auth: 'user',
    handle({backend, accountId, body}) {
      const {name, prompt, is_default: isDefault} = fields(body);
      if (typeof name !== 'string' || name === '' || typeof prompt !== 'string' || prompt === '')
        return fail(422, 'name and prompt must be non-empty strings');
      const records = aiRecords(backend);
      const now = records.tick();
      const instruction = records.instructions.add(accountId, {
        id: backend.uuid(),
        object: 'instruction',
        name,
        prompt,
        prompt_tokens: tokensOf(prompt),
        is_default: isDefault === true,
        created_at: now,
        updated_at: now,
      });
      if (isDefault === true) makeDefault(records, accountId, instruction);
      return ok(instruction);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/instructions$/,
    auth: 'user',
    handle({backend, accountId, query}) {
      return ok(page(aiRecords(backend).instructions.of(accountId), query, {emptyIds: 'null', defaultOrder: 'desc'}));
    },
  },
  {
    method: 'GET',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const instruction = aiRecords(backend).instructions.get(accountId, params.id);
      return instruction ? ok(instruction) : fail(404, `no instruction ${params.id}`);
    },
  },
  {
    method: 'POST',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params, body}) {
      const records = aiRecords(backend);
      const instruction = records.instructions.get(accountId, params.id);
      if (!instruction) return fail(404, `no instruction ${params.id}`);
      const {name, prompt, is_default: isDefault} = fields(body);
      if (name === undefined && prompt === undefined && isDefault === undefined)
        return fail(422, 'an update needs at least one field');
      if (name === '' || prompt === '') return fail(422, 'name and prompt must not be empty');
      if (typeof name === 'string') instruction.name = name;
      if (typeof prompt === 'string') Object.assign(instruction, {prompt, prompt_tokens: tokensOf(prompt)});
      if (typeof isDefault === 'boolean') instruction.is_default = isDefault;
      if (isDefault === true) makeDefault(records, accountId, instruction);
      instruction.updated_at = records.tick();
      return ok(instruction);
    },
  },
  {
    method: 'DELETE',
    path: ONE,
    auth: 'user',
    handle({backend, accountId, params}) {
      const deleted = aiRecords(backend).instructions.delete(accountId, params.id);
      return deleted
        ? ok({id: params.id, object: 'instruction.deleted', deleted: true})
        : fail(404, `no instruction ${params.id}`);
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/instructions\/(?<id>[^/]+)\/set-default$/,
    auth: 'user',
    handle({backend, accountId, params}) {
      const records = aiRecords(backend);
      const instruction = records.instructions.get(accountId, params.id);
      if (!instruction) return fail(404, `no instruction ${params.id}`);
      makeDefault(records, accountId, instruction);
      return ok(instruction);
    },
  },
];
