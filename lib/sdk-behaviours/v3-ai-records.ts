/** Behaviours of `@opensecret/react` 3.2.0 that `tests/sdk/` holds it to in the records it keeps for a user on the server: conversations, conversation projects, responses, instructions and agents, and the failures their calls share. */
import type {SdkBehaviour} from './types';

const CONVERSATIONS = 'tests/sdk/v3-ai-conversations.test.ts';
const RECORDS = 'tests/sdk/v3-ai-records.test.ts';
const FAILURES = 'tests/sdk/v3-ai-failures.test.ts';
const MODULE_URL = 'tests/sdk/v3-ai-module-url.test.ts';

const GUIDES = '/docs/3.x/guides';
const CONV = `${GUIDES}/conversations`;
const PROJ = `${GUIDES}/conversation-projects`;
const RESP = `${GUIDES}/responses`;
const INSTR = `${GUIDES}/instructions`;
const AGENT = `${GUIDES}/agents`;

export const V3_AI_RECORDS = {
  'v3.conversation-requests': {
    release: '3.2.0',
    title:
      '`createConversation` sends only the fields it is given (`{}` for none, an `undefined` `project_id` left out) in an encrypted `POST /v1/conversations`; the other conversation functions put the URL-encoded IDs into the path, send no body, and authenticate with the access token and `x-session-id` headers; nothing warns at run time that they are deprecated',
    pages: [
      `${CONV}#how-it-works`,
      `${CONV}#the-api-in-320`,
      `${CONV}#1-create-a-conversation`,
      `${CONV}#marked-deprecated`,
      `${CONV}#security-notes`,
    ],
    test: CONVERSATIONS,
  },
  'v3.conversation-update-fields': {
    release: '3.2.0',
    title:
      '`updateConversation` without metadata, `project_id` or `pinned` (an `undefined` `project_id` counts as none) rejects with "At least one conversation field must be provided" before any request and without logging; `{project_id: null}` is sent as `null`',
    pages: [`${CONV}#2-read-and-update-one`, `${CONV}#what-can-fail`, `${PROJ}#5-move-conversations-in-and-out`],
    test: CONVERSATIONS,
  },
  'v3.conversation-list-query': {
    release: '3.2.0',
    title:
      '`listConversations` puts `limit` into the query whenever it is defined, `after`, `before`, `order` and `project_id` only when non-empty (URL-encoded), `unassigned_project` and `pinned` whenever defined, `false` included; `listConversationItems` sends only `limit`, `after` and `before`',
    pages: [`${CONV}#list-parameters`, `${CONV}#security-notes`, `${PROJ}#security-notes`],
    test: CONVERSATIONS,
  },
  'v3.conversation-batch-delete': {
    release: '3.2.0',
    title:
      '`batchDeleteConversations` sends `{ids}` in an encrypted `POST /v1/conversations/batch-delete` and resolves with the per-conversation results, failures included; `deleteConversations` sends `DELETE /v1/conversations` without a body',
    pages: [`${CONV}#5-delete-several-or-all`],
    test: CONVERSATIONS,
  },
  'v3.conversation-fallback-messages': {
    release: '3.2.0',
    title:
      'each conversation function rejects with the error answer’s `message`, or its own fallback text ("Failed to create conversation" …) when the answer has none, after writing the error with `console.error`; the request is sent once',
    pages: [`${CONV}#what-can-fail`],
    test: CONVERSATIONS,
  },
  'v3.project-requests': {
    release: '3.2.0',
    title:
      '`createConversationProject` sends the object it is given unchanged; `updateConversationProject` with neither `name` nor `instructions` rejects with "At least one conversation project field must be provided" before any request, sends `{instructions: null}` and an empty name as given; the project list sends `limit`, `after` and `order` only, and IDs are URL-encoded into paths',
    pages: [
      `${PROJ}#1-create-and-rename-a-project`,
      `${PROJ}#types`,
      `${PROJ}#the-api-in-320`,
      `${PROJ}#what-can-fail`,
    ],
    test: CONVERSATIONS,
  },
  'v3.project-batch-move': {
    release: '3.2.0',
    title:
      '`batchUpdateConversationProject(ids, projectId)` sends `{ids, project_id}` in an encrypted `POST /v1/conversations/batch-update-project`, with `project_id: null` to take conversations out of their project',
    pages: [`${PROJ}#5-move-conversations-in-and-out`, `${PROJ}#the-api-in-320`],
    test: CONVERSATIONS,
  },
  'v3.project-fallback-messages': {
    release: '3.2.0',
    title:
      'each project function rejects with the error answer’s `message`, or its own fallback text ("Failed to create conversation project" …) when the answer has none, after writing the error with `console.error`',
    pages: [`${PROJ}#what-can-fail`],
    test: CONVERSATIONS,
  },
  'v3.response-requests': {
    release: '3.2.0',
    title:
      '`createResponse` sends the request object unchanged in an encrypted `POST /v1/responses`; `fetchResponse`, `cancelResponse` (`POST …/cancel`) and `deleteResponse` put the URL-encoded ID into the path and send no body; `fetchResponsesList` sends `limit` whenever it is defined and `after`, `before` and `order` only when non-empty',
    pages: [
      `${RESP}#how-it-works`,
      `${RESP}#the-api-in-320`,
      `${RESP}#listing-responseslistparams-and-responseslistresponse`,
      `${RESP}#security-notes`,
    ],
    test: RECORDS,
  },
  'v3.create-response-stream-rejects': {
    release: '3.2.0',
    title:
      '`createResponse({stream: true})` sends `stream: true` as given, and when the answer is an event stream it rejects with "Failed to decrypt or parse the response", without a second request',
    pages: [`${RESP}#how-it-works`, `${RESP}#what-can-fail`],
    test: RECORDS,
  },
  'v3.response-fallback-messages': {
    release: '3.2.0',
    title:
      'each Responses member rejects with the error answer’s `message`, or its own fallback text ("Failed to create response" …) when the answer has none, after writing the error with `console.error`',
    pages: [`${RESP}#what-can-fail`, `${RESP}#security-notes`],
    test: RECORDS,
  },
  'v3.instruction-requests': {
    release: '3.2.0',
    title:
      '`createInstruction` (`POST /v1/instructions`) and `updateInstruction` (`POST /v1/instructions/{id}`) send the request object unchanged, empty names, prompts and `{}` included; `getInstruction`, `deleteInstruction` and `setDefaultInstruction` (`POST …/set-default`) send no body; IDs are URL-encoded',
    pages: [`${INSTR}#how-it-works`, `${INSTR}#the-api-in-320`, `${INSTR}#what-can-fail`],
    test: RECORDS,
  },
  'v3.instruction-list-query': {
    release: '3.2.0',
    title:
      '`listInstructions` sends `limit` whenever it is defined, `after` and `order` only when non-empty, and never `before`',
    pages: [`${INSTR}#requests-and-other-results`, `${INSTR}#security-notes`],
    test: RECORDS,
  },
  'v3.instruction-fallback-messages': {
    release: '3.2.0',
    title:
      'each instruction member rejects with the error answer’s `message`, or its own fallback text ("Failed to create instruction" …) when the answer has none, after writing the error with `console.error`',
    pages: [`${INSTR}#what-can-fail`, `${INSTR}#security-notes`],
    test: RECORDS,
  },
  'v3.agent-requests': {
    release: '3.2.0',
    title:
      'the ten agent functions, none of them on the context, send their `GET` and `DELETE` requests to `/v1/agent…` paths with URL-encoded IDs and no body; only `createSubagent` sends one, encrypted; all authenticate with the access token',
    pages: [`${AGENT}#the-requests`, `${AGENT}#authentication-without-the-context`, `${AGENT}#security-notes`],
    test: RECORDS,
  },
  'v3.agent-list-query': {
    release: '3.2.0',
    title:
      'the agent list functions send `limit` whenever it is defined, `after`, `order` and `created_by` only when non-empty, and `include` once per entry',
    pages: [`${AGENT}#the-requests`, `${AGENT}#lists-and-pages`],
    test: RECORDS,
  },
  'v3.agent-fallback-messages': {
    release: '3.2.0',
    title:
      'each agent function rejects with the error answer’s `message`, or its own fallback text ("Failed to get main agent" …) when the answer has none, after writing the error with `console.error`',
    pages: [`${AGENT}#what-can-fail`],
    test: RECORDS,
  },
  'v3.ai-records-no-token': {
    release: '3.2.0',
    title:
      'without a stored access token, the three API-key management calls and each of the 36 conversation, project, response, instruction and agent functions reject with "No access token available" and send nothing, even with an API key set on the context',
    pages: [
      `${GUIDES}/api-keys#what-can-fail`,
      `${CONV}#what-can-fail`,
      `${PROJ}#what-can-fail`,
      `${RESP}#how-it-works`,
      `${RESP}#what-can-fail`,
      `${INSTR}#how-it-works`,
      `${INSTR}#what-can-fail`,
      `${AGENT}#authentication-without-the-context`,
      `${AGENT}#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.unreadable-answers': {
    release: '3.2.0',
    title:
      'a successful answer that decrypts to `null` rejects with "No data received from the server"; one that decrypts to text that is not JSON rejects with "Failed to decrypt or parse the response", sent once, after logging the parse error, which quotes the start of the decrypted text',
    pages: [
      `${CONV}#what-can-fail`,
      `${CONV}#security-notes`,
      `${PROJ}#what-can-fail`,
      `${RESP}#what-can-fail`,
      `${INSTR}#what-can-fail`,
      `${AGENT}#what-can-fail`,
      `${GUIDES}/models#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.unauthorized-logs-full-url': {
    release: '3.2.0',
    title:
      'on a 401 the SDK logs the full request URL with `console.log`, IDs and query string included: a deleted API key’s name, a conversation list’s filters and cursor, a subagent’s and an item’s IDs',
    pages: [
      `${GUIDES}/api-keys#what-can-fail`,
      `${CONV}#what-can-fail`,
      `${PROJ}#security-notes`,
      `${RESP}#security-notes`,
      `${INSTR}#security-notes`,
      `${AGENT}#security-notes`,
    ],
    test: FAILURES,
  },
  'v3.top-level-before-provider': {
    release: '3.2.0',
    title:
      'before any provider has mounted, a top-level function such as `listConversations` hands `fetch` relative URLs, which go to the page’s own origin, starting with `/attestation/<nonce>`, whose document gets the full check (an empty URL is none of the development URLs); once the provider’s effect has run, the same function addresses the provider’s `apiUrl`',
    pages: [
      `${CONV}#context-member-or-top-level-function`,
      `${GUIDES}/models#how-it-works`,
      `${AGENT}#authentication-without-the-context`,
    ],
    test: MODULE_URL,
  },
  'v3.session-failures-before-request': {
    release: '3.2.0',
    title:
      'when the tab holds no session, a document that cannot be processed rejects the call with "Couldn’t process attestation document: …" and a failed key exchange with "Key exchange failed"; the call’s own request is not sent',
    pages: [
      `${CONV}#what-can-fail`,
      `${AGENT}#what-can-fail`,
      `${INSTR}#what-can-fail`,
      `${RESP}#what-can-fail`,
      `${PROJ}#what-can-fail`,
      `${GUIDES}/models#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.records-bodies-not-logged': {
    release: '3.2.0',
    title:
      'creating, updating, reading and listing conversations, projects, responses, instructions and subagents writes none of the bodies sent or received to the console: no title, name, prompt, question, answer or purpose',
    pages: [`${CONV}#security-notes`, `${INSTR}#security-notes`, `${RESP}#security-notes`, `${AGENT}#security-notes`],
    test: FAILURES,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
