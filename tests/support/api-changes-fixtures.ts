/**
 * Two small releases of the SDK for the tests of the API changes page, with one case of each
 * kind of change: exports added, removed and changed (with and without member changes), members
 * added, removed and changed, and signatures that differ only in whitespace.
 */
import type {SymbolIndex} from '../../lib/symbol-index';
import {NEW_ROOT, OLD_ROOT, exp, member, symbolIndex, type FixtureSymbol} from './symbol-fixtures';

const CTX = 'OpenSecretContextType';

export const BEFORE_SYMBOLS: readonly FixtureSymbol[] = [
  exp('function', 'useOpenSecret', `function useOpenSecret(): ${CTX}`),
  exp('function', 'hashSecret', 'function hashSecret(secret: string): Promise<string>'),
  exp('function', 'oldHelper', 'function oldHelper(): void', 'Does an old thing. Then more.'),
  exp('variable', 'OpenSecretContext', `const OpenSecretContext: Context<${CTX}>`),
  exp(
    'type alias',
    CTX,
    `type ${CTX} = { aiCustomFetch: (url: RequestInfo) => Promise<Response>; convertGuest: () => Promise<void>; signIn: (email: string) => Promise<void> }`,
  ),
  member(CTX, 'aiCustomFetch', 'aiCustomFetch: (url: RequestInfo) => Promise<Response>'),
  member(CTX, 'convertGuest', 'convertGuest: () => Promise<void>', 'Upgrades a guest account.'),
  member(CTX, 'signIn', 'signIn: (email: string) => Promise<void>'),
  exp('type alias', 'PcrConfig', 'type PcrConfig = { pcr0Values?: string[] }'),
  member('PcrConfig', 'pcr0Values', 'pcr0Values?: string[]'),
  exp('type alias', 'Mode', "type Mode = 'a' | 'b'"),
  exp('type alias', 'Box', 'type Box<T> = { value: T }'),
  member('Box', 'value', 'value: T'),
  exp('type alias', 'KVListItem', 'type KVListItem = { key: string;  value: string }'),
  member('KVListItem', 'key', 'key:  string'),
  member('KVListItem', 'value', 'value: string'),
  exp('type alias', 'Legacy', 'type Legacy = { old: number }'),
  member('Legacy', 'old', 'old: number'),
];

export const AFTER_SYMBOLS: readonly FixtureSymbol[] = [
  exp('function', 'useOpenSecret', `function useOpenSecret(): ${CTX}`),
  exp('function', 'hashSecret', 'function hashSecret( secret: string ): Promise< string >'),
  exp('function', 'createApiKey', 'function createApiKey(name: string): Promise<ApiKey>', 'Creates an API key.'),
  exp('variable', 'OpenSecretContext', `const OpenSecretContext: Context<${CTX}>`),
  exp(
    'type alias',
    CTX,
    `type ${CTX} = { aiCustomFetch: (input: string | URL | Request) => Promise<Response>; apiKey?: string; signIn: (email: string) => Promise<void> }`,
  ),
  member(CTX, 'aiCustomFetch', 'aiCustomFetch: (input: string | URL | Request) => Promise<Response>'),
  member(CTX, 'apiKey', 'apiKey?: string', 'Optional API key for OpenAI endpoints.'),
  member(CTX, 'signIn', 'signIn: (email: string) => Promise<void>'),
  exp('type alias', 'PcrConfig', 'type PcrConfig = { pcr0Values?: string[]; remoteAttestation?: boolean }'),
  member('PcrConfig', 'pcr0Values', 'pcr0Values?: string[]'),
  member('PcrConfig', 'remoteAttestation', 'remoteAttestation?: boolean'),
  exp('type alias', 'Mode', "type Mode = 'a' | 'b' | 'c'"),
  exp('type alias', 'Box', 'type Box<T, U> = { extra: U; value: T }'),
  member('Box', 'extra', 'extra: U'),
  member('Box', 'value', 'value: T'),
  exp('type alias', 'KVListItem', 'type KVListItem = {key:string; value:string}'),
  member('KVListItem', 'key', 'key: string'),
  member('KVListItem', 'value', 'value:string'),
  exp('type alias', 'Conversation', 'type Conversation = { id: string }'),
  member('Conversation', 'id', 'id: string'),
  exp('interface', 'ApiEndpoint', 'interface ApiEndpoint { path: string }'),
  member('ApiEndpoint', 'path', 'path: string'),
];

/** The older release (1.1.0, reference at /docs/api/). */
export const before = (): SymbolIndex => symbolIndex('1.1.0', OLD_ROOT, BEFORE_SYMBOLS);
/** The newer release (3.2.0, reference at /docs/3.x/api/). */
export const after = (): SymbolIndex => symbolIndex('3.2.0', NEW_ROOT, AFTER_SYMBOLS);
