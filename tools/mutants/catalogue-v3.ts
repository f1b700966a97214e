/**
 * Mutants of 3.2.0's shipped JavaScript, one or more for each statement of docs/security.mdx
 * that the client decides, by part of the page.
 */
import {MUTANTS_V3_ATTESTATION} from './catalogue-v3-attestation';
import {MUTANTS_V3_STORAGE} from './catalogue-v3-storage';
import {MUTANTS_V3_TRANSPORT} from './catalogue-v3-transport';
import type {Mutant} from './types';

export const MUTANTS_V3: readonly Mutant[] = [
  ...MUTANTS_V3_ATTESTATION,
  ...MUTANTS_V3_TRANSPORT,
  ...MUTANTS_V3_STORAGE,
];
