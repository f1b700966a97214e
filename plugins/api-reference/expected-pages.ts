/**
 * The exact page set of each documented release's API reference. Paths are relative to the
 * release's output folder and have no extension (page-set.ts).
 */
import {PRODUCT_NAME as P} from '../../src/constants';
import {memberPagesByGroup} from './member-groups';
import {categorizedPageSet, expectedPages, type ApiCategory, type ApiPageSet} from './page-set';

/** @opensecret/react@1.1.0: the pages in the `api` sidebar, as the site specification lists them. */
export const API_SIDEBAR_PAGES = {
  functions: ['generateSecureSecret', 'hashSecret', `${P}Provider`, `use${P}`],
  'type-aliases': [
    'AttestationDocument',
    `${P}AuthState`,
    `${P}ContextType`,
    `${P}DeveloperAuthState`,
    'ParsedAttestationView',
  ],
  variables: ['apiConfig', `${P}Context`],
} as const;

/** @opensecret/react@1.1.0: the other public exports, each with a page in no sidebar. */
export const API_UNLISTED_PAGES = {
  interfaces: ['ApiEndpoint'],
  functions: [`${P}Developer`, `use${P}Developer`],
  'type-aliases': [
    'ApiContext',
    'DeveloperRole',
    'GithubAuthResponse',
    'GoogleAuthResponse',
    'KVListItem',
    'LoginResponse',
    `${P}DeveloperContextType`,
    'OrganizationDetails',
    'Pcr0ValidationResult',
    'PcrConfig',
    'ProjectDetails',
    'ProjectSettings',
    'UserResponse',
  ],
  variables: [`${P}DeveloperContext`],
} as const;

/** The reference pages of @opensecret/react@1.1.0. */
export const PAGES_1_1_0: ApiPageSet = {sidebar: API_SIDEBAR_PAGES, unlisted: API_UNLISTED_PAGES};

/** Every 1.1.0 page, relative to its output folder, without extension. */
export const expectedApiPages = (): string[] => expectedPages(PAGES_1_1_0);

const fn = (...names: string[]): string[] => names.map((name) => `functions/${name}`);
const type = (...names: string[]): string[] => names.map((name) => `type-aliases/${name}`);
const iface = (...names: string[]): string[] => names.map((name) => `interfaces/${name}`);
const variable = (...names: string[]): string[] => names.map((name) => `variables/${name}`);

/**
 * @opensecret/react@3.2.0: every export in the `api` sidebar, grouped by capability in reading
 * order. Instructions, responses, documents, audio and Apple sign-in have no exports of their own
 * beyond these types: they are members of OpenSecretContextType.
 */
const EXPORT_CATEGORIES_3_2_0: readonly ApiCategory[] = [
  {
    label: 'Provider and hook',
    pages: [...fn(`${P}Provider`, `use${P}`), ...type(`${P}ContextType`, `${P}AuthState`), ...variable(`${P}Context`)],
  },
  {label: 'Authentication', pages: type('LoginResponse', 'UserResponse', 'GoogleAuthResponse', 'GithubAuthResponse')},
  {label: 'Storage', pages: type('KVListItem')},
  {label: 'Encryption and keys', pages: fn('generateSecureSecret', 'hashSecret')},
  {
    label: 'Remote attestation',
    pages: type('PcrConfig', 'Pcr0ValidationResult', 'AttestationDocument', 'ParsedAttestationView'),
  },
  {label: 'AI: requests', pages: [...fn('createCustomFetch'), ...iface('CustomFetchOptions')]},
  {
    label: 'AI: models',
    pages: [
      ...fn('fetchModels', 'fetchModelCatalog'),
      ...iface('Model'),
      ...type(
        'ModelId',
        'ModelAliasId',
        'ModelAlias',
        'ModelAccessTier',
        'ModelCapabilities',
        'ModelCatalogItem',
        'ModelCatalogResponse',
      ),
    ],
  },
  {
    label: 'AI: conversations',
    pages: [
      ...fn(
        'createConversation',
        'getConversation',
        'updateConversation',
        'deleteConversation',
        'listConversations',
        'deleteConversations',
        'batchDeleteConversations',
        'listConversationItems',
        'getConversationItem',
      ),
      ...type(
        'Conversation',
        'ConversationCreateOptions',
        'ConversationCreateRequest',
        'ConversationUpdateOptions',
        'ConversationUpdateRequest',
        'ConversationDeleteResponse',
        'ConversationsListParams',
        'ConversationsListResponse',
        'ConversationsDeleteResponse',
        'BatchDeleteConversationsRequest',
        'BatchDeleteConversationsResponse',
        'BatchDeleteItemResult',
        'ConversationItem',
        'ConversationItemsResponse',
      ),
    ],
  },
  {
    label: 'AI: conversation projects',
    pages: [
      ...fn(
        'createConversationProject',
        'getConversationProject',
        'updateConversationProject',
        'deleteConversationProject',
        'listConversationProjects',
        'batchUpdateConversationProject',
      ),
      ...type(
        'ConversationProject',
        'ConversationProjectCreateRequest',
        'ConversationProjectUpdateRequest',
        'ConversationProjectDeleteResponse',
        'ConversationProjectListItem',
        'ConversationProjectListParams',
        'ConversationProjectsListResponse',
        'BatchUpdateConversationProjectRequest',
        'BatchUpdateConversationProjectResponse',
      ),
    ],
  },
  {
    label: 'AI: responses',
    pages: type(
      'ResponsesCreateRequest',
      'ResponsesRetrieveResponse',
      'ResponsesListParams',
      'ResponsesListResponse',
      'ResponsesCancelResponse',
      'ResponsesDeleteResponse',
    ),
  },
  {
    label: 'AI: agents',
    pages: [
      ...fn(
        'getMainAgent',
        'deleteMainAgent',
        'listMainAgentItems',
        'getMainAgentItem',
        'createSubagent',
        'getSubagent',
        'listSubagents',
        'deleteSubagent',
        'listSubagentItems',
        'getSubagentItem',
      ),
      ...type(
        'MainAgentResponse',
        'CreateSubagentRequest',
        'SubagentResponse',
        'SubagentListResponse',
        'ListSubagentsParams',
        'AgentItemsListParams',
        'AgentCreatedBy',
        'AgentDeletedObjectResponse',
        'AgentMessageEvent',
        'AgentDoneEvent',
        'AgentErrorEvent',
      ),
    ],
  },
  {
    label: 'API keys',
    pages: [
      ...fn('createApiKey', 'listApiKeys', 'deleteApiKey'),
      ...type('ApiKey', 'ApiKeyCreateResponse', 'ApiKeyListResponse'),
    ],
  },
  {
    label: 'Documents',
    pages: type('DocumentUploadInitResponse', 'DocumentStatusRequest', 'DocumentStatusResponse', 'DocumentResponse'),
  },
  {
    label: 'Configuration',
    pages: [...variable('apiConfig'), ...iface('ApiEndpoint'), ...type('ApiContext')],
  },
  {
    label: 'Developer platform',
    pages: [
      ...fn(`${P}Developer`, `use${P}Developer`),
      ...type(
        `${P}DeveloperContextType`,
        `${P}DeveloperAuthState`,
        'DeveloperRole',
        'OrganizationDetails',
        'ProjectDetails',
        'ProjectSettings',
        'PushSettings',
      ),
      ...variable(`${P}DeveloperContext`),
    ],
  },
];

/**
 * The categories with the context types' member pages (member-groups.ts): each group of
 * `OpenSecretContextType` members opens the category of the same label (a new category after
 * "AI: responses" for a label no export category has), and the groups of
 * `OpenSecretDeveloperContextType` members are subcategories of "Developer platform".
 */
function withMemberPages(categories: readonly ApiCategory[]): ApiCategory[] {
  const appGroups = memberPagesByGroup(`${P}ContextType`);
  const byLabel = new Map(appGroups.map((group) => [group.label, group.pages]));
  const result: ApiCategory[] = categories.map((category) => ({
    ...category,
    pages: [...(byLabel.get(category.label) ?? []), ...category.pages],
  }));
  const known = new Set(categories.map((category) => category.label));
  const extra = appGroups.filter((group) => !known.has(group.label));
  const at = result.findIndex((category) => category.label === 'AI: responses') + 1;
  result.splice(at, 0, ...extra);
  const developer = result.findIndex((category) => category.label === 'Developer platform');
  result[developer] = {...result[developer], categories: memberPagesByGroup(`${P}DeveloperContextType`)};
  return result;
}

/** The categories of the 3.2.0 `api` sidebar: the exports by capability, each with its context members. */
export const API_CATEGORIES_3_2_0: readonly ApiCategory[] = withMemberPages(EXPORT_CATEGORIES_3_2_0);

/** The reference pages of @opensecret/react@3.2.0: every page is in the sidebar. */
export const PAGES_3_2_0: ApiPageSet = categorizedPageSet(API_CATEGORIES_3_2_0);
