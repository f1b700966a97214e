/**
 * The developer platform, as far as the 1.1.0 docs' registration page uses it: developer
 * accounts (kept with the other accounts, under the same token maps), organizations, projects,
 * project secrets and invitations. There is no `/platform/refresh`: a platform refresh answers
 * the stand-in's 404.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

interface Project {
  readonly id: string;
  readonly client_id: string;
  readonly name: string;
  readonly description: string | null;
  readonly status: string;
  readonly created_at: string;
}

interface Organization {
  readonly id: string;
  readonly name: string;
  readonly projects: Project[];
}

const NOW = '2025-01-01T00:00:00Z';

/** organization id → organization, per backend. */
const organizations = new WeakMap<Backend, Map<string, Organization>>();

function orgsOf(backend: Backend): Map<string, Organization> {
  let orgs = organizations.get(backend);
  if (!orgs) {
    orgs = new Map();
    organizations.set(backend, orgs);
  }
  return orgs;
}

export const PLATFORM_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/platform\/login$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, password} = fields(body);
      const account = typeof email === 'string' ? backend.findByEmail(email) : undefined;
      if (!account || account.password !== password) return fail(401, 'wrong credentials');
      return ok({id: account.id, email: account.email, ...backend.issueTokens(account.id)});
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/register$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, password, name} = fields(body);
      if (typeof email !== 'string' || typeof password !== 'string') return fail(400, 'email and password needed');
      if (backend.findByEmail(email)) return fail(409, 'email already registered');
      const account = backend.createAccount({email, password, name: typeof name === 'string' ? name : null});
      return ok({id: account.id, email: account.email, ...backend.issueTokens(account.id)});
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/logout$/,
    auth: 'none',
    handle({backend, body}) {
      const {refresh_token: token} = fields(body);
      if (typeof token === 'string') backend.refreshTokens.delete(token);
      return ok({message: 'logged out'});
    },
  },
  {
    method: 'GET',
    path: /^\/platform\/me$/,
    auth: 'user',
    handle({backend, accountId}) {
      const account = backend.accounts.get(accountId);
      if (!account) return fail(404, 'account not found');
      const orgs = [...orgsOf(backend).values()].map(({id, name}) => ({id, name}));
      return ok({user: {...backend.userView(account), email_verified: false}, organizations: orgs});
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs$/,
    auth: 'user',
    handle({backend, body}) {
      const {name} = fields(body);
      if (typeof name !== 'string') return fail(400, 'name missing');
      const org: Organization = {id: backend.uuid(), name, projects: []};
      orgsOf(backend).set(org.id, org);
      return ok({id: org.id, name: org.name});
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects$/,
    auth: 'user',
    handle({backend, body, params}) {
      const org = orgsOf(backend).get(params.org);
      const {name, description} = fields(body);
      if (!org) return fail(404, 'no such organization');
      if (typeof name !== 'string') return fail(400, 'name missing');
      const project: Project = {
        id: backend.uuid(),
        client_id: backend.uuid(),
        name,
        description: typeof description === 'string' ? description : null,
        status: 'active',
        created_at: NOW,
      };
      org.projects.push(project);
      return ok(project);
    },
  },
  {
    method: 'GET',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects$/,
    auth: 'user',
    handle({backend, params}) {
      const org = orgsOf(backend).get(params.org);
      return org ? ok(org.projects) : fail(404, 'no such organization');
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects\/(?<project>[^/]+)\/secrets$/,
    auth: 'user',
    handle({body}) {
      const {key_name: keyName} = fields(body);
      return ok({key_name: keyName, created_at: NOW, updated_at: NOW});
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/invites$/,
    auth: 'user',
    handle({backend, body, params}) {
      const {email, role} = fields(body);
      return ok({
        code: backend.uuid(),
        email,
        role: typeof role === 'string' ? role : 'stand-in-default-role',
        organization_id: params.org,
        created_at: NOW,
        expires_at: NOW,
      });
    },
  },
];
