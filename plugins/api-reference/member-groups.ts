/**
 * The members of the SDK's context types grouped by task, for their reference: the grouped index
 * on each context type's page (both releases), and, in 3.2.0, each member's own page and its
 * place in the `api` sidebar. A member of a context type that no group lists stops the build
 * (member-pages.ts), naming it. Free of TypeDoc, so the sidebars can read it.
 */
import {PRODUCT_NAME as P} from '../../src/constants';

export interface MemberGroup {
  /** The group's heading; for the app context, the label of the `api` sidebar category it joins. */
  readonly label: string;
  readonly members: readonly string[];
}

/** The context types whose members are grouped (and, in 3.2.0, get pages of their own). */
export const CONTEXT_TYPES = [`${P}ContextType`, `${P}DeveloperContextType`] as const;
export type ContextTypeName = (typeof CONTEXT_TYPES)[number];

/** The attestation members both providers' contexts have, in the same order in both groups. */
const ATTESTATION_MEMBERS: readonly string[] = [
  'getAttestation',
  'authenticate',
  'getAttestationDocument',
  'parseAttestationForView',
  'pcrConfig',
  'awsRootCertDer',
  'expectedRootCertHash',
];

/** Members of `OpenSecretContextType`, by task. A member a release lacks is skipped for it. */
const APP_GROUPS: readonly MemberGroup[] = [
  {
    label: 'Authentication',
    members: [
      'auth',
      'signIn',
      'signUp',
      'signOut',
      'signInGuest',
      'signUpGuest',
      'convertGuestToUserAccount',
      'refetchUser',
      'verifyEmail',
      'requestNewVerificationCode',
      'requestNewVerificationEmail',
      'changePassword',
      'requestPasswordReset',
      'confirmPasswordReset',
      'refreshAccessToken',
      'requestAccountDeletion',
      'confirmAccountDeletion',
      'initiateGitHubAuth',
      'handleGitHubCallback',
      'initiateGoogleAuth',
      'handleGoogleCallback',
      'initiateAppleAuth',
      'handleAppleCallback',
      'handleAppleNativeSignIn',
      'generateThirdPartyToken',
      'clientId',
    ],
  },
  {label: 'Storage', members: ['get', 'put', 'list', 'del', 'delAll']},
  {
    label: 'Encryption and keys',
    members: ['encryptData', 'decryptData', 'getPrivateKey', 'getPrivateKeyBytes', 'getPublicKey', 'signMessage'],
  },
  {
    label: 'Remote attestation',
    members: ATTESTATION_MEMBERS,
  },
  {label: 'AI: requests', members: ['aiCustomFetch', 'transcribeAudio']},
  {label: 'AI: models', members: ['fetchModels', 'fetchModelCatalog']},
  {
    label: 'AI: conversations',
    members: [
      'createConversation',
      'getConversation',
      'updateConversation',
      'deleteConversation',
      'listConversations',
      'deleteConversations',
      'batchDeleteConversations',
      'listConversationItems',
      'getConversationItem',
    ],
  },
  {
    label: 'AI: conversation projects',
    members: [
      'createConversationProject',
      'getConversationProject',
      'updateConversationProject',
      'deleteConversationProject',
      'listConversationProjects',
      'batchUpdateConversationProject',
    ],
  },
  {
    label: 'AI: responses',
    members: ['createResponse', 'fetchResponse', 'fetchResponsesList', 'cancelResponse', 'deleteResponse'],
  },
  {
    label: 'AI: instructions',
    members: [
      'createInstruction',
      'getInstruction',
      'listInstructions',
      'updateInstruction',
      'deleteInstruction',
      'setDefaultInstruction',
    ],
  },
  {label: 'API keys', members: ['apiKey', 'setApiKey', 'createApiKey', 'listApiKeys', 'deleteApiKey']},
  {label: 'Documents', members: ['uploadDocument', 'uploadDocumentWithPolling', 'checkDocumentStatus']},
  {label: 'Configuration', members: ['apiUrl']},
];

/** Members of `OpenSecretDeveloperContextType`, by task. */
const DEVELOPER_GROUPS: readonly MemberGroup[] = [
  {
    label: 'Developer account',
    members: [
      'auth',
      'signIn',
      'signUp',
      'signOut',
      'refetchDeveloper',
      'verifyEmail',
      'requestNewVerificationCode',
      'requestNewVerificationEmail',
      'changePassword',
      'requestPasswordReset',
      'confirmPasswordReset',
    ],
  },
  {
    label: 'Organizations',
    members: [
      'createOrganization',
      'listOrganizations',
      'deleteOrganization',
      'inviteDeveloper',
      'listOrganizationInvites',
      'getOrganizationInvite',
      'deleteOrganizationInvite',
      'acceptInvite',
      'listOrganizationMembers',
      'updateMemberRole',
      'removeMember',
    ],
  },
  {
    label: 'Projects',
    members: [
      'createProject',
      'getProject',
      'listProjects',
      'updateProject',
      'deleteProject',
      'createProjectSecret',
      'listProjectSecrets',
      'deleteProjectSecret',
      'getEmailSettings',
      'updateEmailSettings',
      'getOAuthSettings',
      'updateOAuthSettings',
      'getPushSettings',
      'updatePushSettings',
    ],
  },
  {
    label: 'Platform attestation',
    members: ATTESTATION_MEMBERS,
  },
  {label: 'API URL', members: ['apiUrl']},
];

export const MEMBER_GROUPS: Readonly<Record<ContextTypeName, readonly MemberGroup[]>> = {
  [`${P}ContextType`]: APP_GROUPS,
  [`${P}DeveloperContextType`]: DEVELOPER_GROUPS,
};

export const isContextType = (name: string): name is ContextTypeName =>
  (CONTEXT_TYPES as readonly string[]).includes(name);

/**
 * A context type's members (as a release declares them) in their groups, in group order; throws
 * naming every member that no group lists.
 */
export function groupMembers(type: ContextTypeName, members: readonly string[]): MemberGroup[] {
  const groups = MEMBER_GROUPS[type];
  const listed = new Set(groups.flatMap((group) => group.members));
  const unlisted = members.filter((member) => !listed.has(member));
  if (unlisted.length) {
    throw new Error(
      `${type}: ${unlisted.map((member) => `${type}.${member}`).join(', ')} ${unlisted.length === 1 ? 'is' : 'are'} in no group of plugins/api-reference/member-groups.ts; add ${unlisted.length === 1 ? 'it' : 'them'} to the group of ${unlisted.length === 1 ? 'its' : 'their'} task.`,
    );
  }
  const present = new Set(members);
  return groups
    .map(({label, members: names}) => ({label, members: names.filter((name) => present.has(name))}))
    .filter((group) => group.members.length > 0);
}

/** The page of a 3.x member, relative to the reference folder: `type-aliases/OpenSecretContextType/signIn`. */
export const memberPage = (type: string, member: string): string => `type-aliases/${type}/${member}`;

/** Members that 1.1.0 declares and 3.2.0 does not: they have no page in 3.2.0. */
export const MEMBERS_NOT_IN_3_2_0: ReadonlySet<string> = new Set(['convertGuestToUserAccount']);

/** The member pages of 3.2.0 in the groups of a context type, as `{label, pages}`. */
export const memberPagesByGroup = (type: ContextTypeName): {label: string; pages: string[]}[] =>
  MEMBER_GROUPS[type].map(({label, members}) => ({
    label,
    pages: members.filter((member) => !MEMBERS_NOT_IN_3_2_0.has(member)).map((member) => memberPage(type, member)),
  }));
