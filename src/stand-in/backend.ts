/**
 * The stand-in's in-memory state: accounts, tokens, sessions from the key exchange, stored
 * key-value pairs and API keys. Tokens are readable strings (`stand-in-access-3`) so a test can
 * look for them in storage and console output.
 */

export interface Account {
  readonly id: string;
  email: string | undefined;
  password: string;
  name: string | null;
}

export interface StoredValue {
  readonly value: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ApiKeyRecord {
  readonly name: string;
  readonly key: string;
  readonly userId: string;
  readonly created_at: string;
}

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
}

export class Backend {
  readonly accounts = new Map<string, Account>();
  /** access token → account id */
  readonly accessTokens = new Map<string, string>();
  /** refresh token → account id */
  readonly refreshTokens = new Map<string, string>();
  /** session id → 32-byte session key */
  readonly sessions = new Map<string, Uint8Array>();
  /** attestation nonce → the x25519 secret key of the document served for it */
  readonly pendingExchanges = new Map<string, Uint8Array>();
  /** account id → key → value */
  readonly kv = new Map<string, Map<string, StoredValue>>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  /** account id → confirmation code of a pending deletion */
  readonly pendingDeletions = new Map<string, string>();
  /**
   * The `auth_url` the OAuth start answers with, for the provider and the state it issued: the
   * provider's consent page by default. A test of a page in jsdom, which navigates only when the
   * URL differs from the page's in its fragment alone, sets a URL on the page itself.
   */
  consentUrl = (provider: string, state: string): string =>
    `https://${provider}.stand-in.test/authorize?state=${state}`;
  #counter = 0;

  next(prefix: string): string {
    this.#counter += 1;
    return `${prefix}-${this.#counter}`;
  }

  /** A UUID-shaped id, as the SDK's `x-session-id` and account ids are. */
  uuid(): string {
    return crypto.randomUUID();
  }

  createAccount(fields: {email?: string; password: string; name?: string | null}): Account {
    const account: Account = {
      id: this.uuid(),
      email: fields.email,
      password: fields.password,
      name: fields.name ?? null,
    };
    this.accounts.set(account.id, account);
    return account;
  }

  findByEmail(email: string): Account | undefined {
    return [...this.accounts.values()].find((account) => account.email === email);
  }

  issueTokens(accountId: string): TokenPair {
    const pair = {access_token: this.next('stand-in-access'), refresh_token: this.next('stand-in-refresh')};
    this.accessTokens.set(pair.access_token, accountId);
    this.refreshTokens.set(pair.refresh_token, accountId);
    return pair;
  }

  /** Makes every access token issued so far invalid, as if they had expired. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  store(accountId: string): Map<string, StoredValue> {
    let values = this.kv.get(accountId);
    if (!values) {
      values = new Map();
      this.kv.set(accountId, values);
    }
    return values;
  }

  userView(account: Account): Record<string, unknown> {
    return {
      id: account.id,
      name: account.name,
      email: account.email ?? null,
      email_verified: false,
      login_method: account.email ? 'email' : 'guest',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
  }
}
