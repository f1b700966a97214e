/**
 * The routes of the AI resources that the SDK's 3.x calls address: the model catalog, stored
 * responses, conversations, conversation projects, instructions and agents.
 */
import type {ApiRoute} from '../api-route';
import {AGENT_ROUTES} from './agents';
import {CONVERSATION_PROJECT_ROUTES} from './conversation-projects';
import {CONVERSATION_ROUTES} from './conversations';
import {INSTRUCTION_ROUTES} from './instructions';
import {MODEL_CATALOG_ROUTES} from './model-catalog';
import {RESPONSE_ROUTES} from './responses';

export const AI_RESOURCE_ROUTES: readonly ApiRoute[] = [
  ...MODEL_CATALOG_ROUTES,
  ...RESPONSE_ROUTES,
  ...CONVERSATION_ROUTES,
  ...CONVERSATION_PROJECT_ROUTES,
  ...INSTRUCTION_ROUTES,
  ...AGENT_ROUTES,
];
