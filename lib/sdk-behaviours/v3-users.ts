/**
 * Behaviours that the 3.x pages on users and their data state: of 3.2.0, beyond the protocol
 * and feature entries, and of 1.1.0 where the migration guide contrasts it with 3.2.0.
 */
import {V3_USERS_ACCOUNTS} from './v3-users/accounts';
import {V3_USERS_ATTESTATION} from './v3-users/attestation';
import {V3_USERS_DOCUMENTS} from './v3-users/documents';
import {V3_USERS_FAILURES} from './v3-users/failures';
import {V3_USERS_KEYS} from './v3-users/keys';
import {V3_USERS_OAUTH} from './v3-users/oauth';
import {V3_USERS_PLATFORM} from './v3-users/platform';
import {V1_FOR_MIGRATION} from './v3-users/v1-for-migration';

export const V3_USERS = {
  ...V3_USERS_ACCOUNTS,
  ...V3_USERS_OAUTH,
  ...V3_USERS_KEYS,
  ...V3_USERS_ATTESTATION,
  ...V3_USERS_DOCUMENTS,
  ...V3_USERS_PLATFORM,
  ...V3_USERS_FAILURES,
  ...V1_FOR_MIGRATION,
} as const;
