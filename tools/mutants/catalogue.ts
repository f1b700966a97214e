/** Every mutant `npm run test:mutants` runs: those of 3.2.0, then those of 1.1.0. */
import {MUTANTS_V1} from './catalogue-v1';
import {MUTANTS_V3} from './catalogue-v3';
import type {Mutant} from './types';

export const MUTANTS: readonly Mutant[] = [...MUTANTS_V3, ...MUTANTS_V1];
