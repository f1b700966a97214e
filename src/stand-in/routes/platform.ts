/**
 * The developer platform, as much as the developer provider's tests need: developer accounts
 * (kept apart from app accounts, with tokens from the same token tables), organizations,
 * projects, project secrets, invites and a project's OAuth settings.
 */
import {type ApiContext, type ApiResult, type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

interface Developer {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly name: string | null;
}

interface Organization {
  readonly id: string;
  readonly name: string;
}

interface PlatformState {
  readonly developers: Map<string, Developer>;
  readonly organizations: Map<string, Organization>;
  /** `org/project` → the OAuth settings last written */
  readonly oauthSettings: Map<string, unknown>;
  /** organization ID → its projects, in creation order */
  readonly projects: Map<string, Project[]>;
}

interface Project {
  readonly id: string;
  readonly client_id: string;
  readonly name: unknown;
  readonly description: unknown;
  readonly status: string;
  readonly created_at: string;
}

/** A project's OAuth settings before any are written: every provider off. */
export const OAUTH_SETTINGS_OFF = {
  google_oauth_enabled: false,
  github_oauth_enabled: false,
  apple_oauth_enabled: false,
} as const;

const states = new WeakMap<Backend, PlatformState>();

function stateOf(backend: Backend): PlatformState {
  let state = states.get(backend);
  if (!state) {
    state = {developers: new Map(), organizations: new Map(), oauthSettings: new Map(), projects: new Map()};
    states.set(backend, state);
  }
  return state;
}

/** A developer account, as registration would make it. */
export function createDeveloper(backend: Backend, fields: {email: string; password: string}): Developer {
  const developer = {id: backend.uuid(), name: null, ...fields};
  stateOf(backend).developers.set(developer.id, developer);
  return developer;
}

/** Every project on the platform, in creation order, with the ID of its organization. */
export function projectsOf(backend: Backend): (Project & {readonly org: string})[] {
  return [...stateOf(backend).projects].flatMap(([org, projects]) => projects.map((project) => ({...project, org})));
}

/** The OAuth settings last written for a project, or undefined when none were. */
export function oauthSettingsOf(backend: Backend, org: string, project: string): unknown {
  return stateOf(backend).oauthSettings.get(`${org}/${project}`);
}

const NOW = '2025-01-01T00:00:00Z';

/** Runs `handle` for a signed-in developer; an app user's valid token is refused. */
function asDeveloper(handle: (context: ApiContext, developer: Developer) => ApiResult): ApiRoute['handle'] {
  return (context) => {
    const developer = stateOf(context.backend).developers.get(context.accountId);
    return developer ? handle(context, developer) : fail(403, 'not a developer');
  };
}

const loginAnswer = (backend: Backend, developer: Developer): ApiResult =>
  ok({id: developer.id, email: developer.email, ...backend.issueTokens(developer.id)});

export const PLATFORM_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/platform\/register$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, password} = fields(body);
      if (typeof email !== 'string' || typeof password !== 'string') return fail(422, 'email and password needed');
      const taken = [...stateOf(backend).developers.values()].some((developer) => developer.email === email);
      if (taken) return fail(409, 'developer already registered');
      return loginAnswer(backend, createDeveloper(backend, {email, password}));
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/login$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, password} = fields(body);
      const developer = [...stateOf(backend).developers.values()].find((d) => d.email === email);
      return developer && developer.password === password
        ? loginAnswer(backend, developer)
        : fail(401, 'wrong developer credentials');
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/refresh$/,
    auth: 'none',
    handle({backend, body}) {
      const {refresh_token: token} = fields(body);
      const id = typeof token === 'string' ? backend.refreshTokens.get(token) : undefined;
      if (id === undefined || !stateOf(backend).developers.has(id))
        return fail(401, 'refresh token not valid for the platform');
      backend.refreshTokens.delete(token as string);
      return ok(backend.issueTokens(id));
    },
  },
  {
    method: 'POST',
    path: /^\/platform\/logout$/,
    auth: 'none',
    handle: () => ok({message: 'logged out'}),
  },
  {
    method: 'GET',
    path: /^\/platform\/me$/,
    auth: 'user',
    handle: asDeveloper(({backend}, developer) =>
      ok({
        user: {
          id: developer.id,
          email: developer.email,
          name: developer.name,
          email_verified: false,
          created_at: NOW,
          updated_at: NOW,
        },
        organizations: [...stateOf(backend).organizations.values()],
      }),
    ),
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs$/,
    auth: 'user',
    handle: asDeveloper(({backend, body}) => {
      const organization = {id: backend.uuid(), name: String(fields(body).name)};
      stateOf(backend).organizations.set(organization.id, organization);
      return ok(organization);
    }),
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects$/,
    auth: 'user',
    handle: asDeveloper(({backend, body, params}) => {
      if (!stateOf(backend).organizations.has(params.org)) return fail(404, 'no such organization');
      const {name, description} = fields(body);
      const project = {
        id: backend.uuid(),
        client_id: backend.uuid(),
        name,
        description,
        status: 'active',
        created_at: NOW,
      };
      const projects = stateOf(backend).projects;
      projects.set(params.org, [...(projects.get(params.org) ?? []), project]);
      return ok(project);
    }),
  },
  {
    method: 'GET',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects$/,
    auth: 'user',
    handle: asDeveloper(({backend, params}) => {
      const state = stateOf(backend);
      if (!state.organizations.has(params.org)) return fail(404, 'no such organization');
      return ok(state.projects.get(params.org) ?? []);
    }),
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects\/(?<project>[^/]+)\/secrets$/,
    auth: 'user',
    handle: asDeveloper(({body}) => ok({key_name: fields(body).key_name, created_at: NOW, updated_at: NOW})),
  },
  {
    method: 'GET',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects\/(?<project>[^/]+)\/settings\/oauth$/,
    auth: 'user',
    handle: asDeveloper(({backend, params}) => {
      const state = stateOf(backend);
      if (!state.organizations.has(params.org)) return fail(404, 'no such organization');
      return ok(state.oauthSettings.get(`${params.org}/${params.project}`) ?? OAUTH_SETTINGS_OFF);
    }),
  },
  {
    method: 'PUT',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/projects\/(?<project>[^/]+)\/settings\/oauth$/,
    auth: 'user',
    handle: asDeveloper(({backend, body, params}) => {
      const state = stateOf(backend);
      if (!state.organizations.has(params.org)) return fail(404, 'no such organization');
      state.oauthSettings.set(`${params.org}/${params.project}`, body);
      return ok(body);
    }),
  },
  {
    method: 'POST',
    path: /^\/platform\/orgs\/(?<org>[^/]+)\/invites$/,
    auth: 'user',
    handle: asDeveloper(({backend, body}) => {
      const {email, role} = fields(body);
      return ok({code: backend.uuid(), email, role: role ?? 'stand-in: no role given', created_at: NOW});
    }),
  },
];
