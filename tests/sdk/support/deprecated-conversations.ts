/**
 * The five conversation members that 3.2.0's declarations tag `@deprecated`, typed by
 * signatures of our own. The pages document them, so the behaviour tests call them on
 * purpose; calling them through these types keeps the lint rule against deprecated APIs on
 * for the rest of the tests.
 */
import type {
  Conversation,
  ConversationCreateOptions,
  ConversationDeleteResponse,
  ConversationItemsResponse,
  ConversationUpdateOptions,
  OpenSecretContextType,
} from '@opensecret/react';

export interface DeprecatedConversationCalls {
  readonly create: (metadata?: Record<string, unknown>, options?: ConversationCreateOptions) => Promise<Conversation>;
  readonly get: (conversationId: string) => Promise<Conversation>;
  readonly update: (
    conversationId: string,
    metadata?: Record<string, unknown>,
    options?: ConversationUpdateOptions,
  ) => Promise<Conversation>;
  readonly remove: (conversationId: string) => Promise<ConversationDeleteResponse>;
  readonly listItems: (
    conversationId: string,
    params?: {limit?: number; after?: string; before?: string},
  ) => Promise<ConversationItemsResponse>;
}

export function deprecatedConversationCalls(os: OpenSecretContextType): DeprecatedConversationCalls {
  return {
    create: os.createConversation,
    get: os.getConversation,
    update: os.updateConversation,
    remove: os.deleteConversation,
    listItems: os.listConversationItems,
  };
}
