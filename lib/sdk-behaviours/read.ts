/**
 * The behaviours a set of test files declares, by id, from their sources: every declaration
 * read, and every one that cannot be read or repeats an id reported together, each with its
 * file and line.
 */
import {declaredBehaviours} from './extract';
import type {SdkBehaviour} from './types';

/** The folder of the behaviour tests, relative to the site root. */
export const SDK_TESTS_DIR = 'tests/sdk';

export type SdkBehaviours = Readonly<Record<string, SdkBehaviour>>;

/**
 * The behaviours the given test files declare, by id; throws, naming file and line, on anything
 * unreadable or an id declared twice.
 */
export function behavioursOfFiles(files: readonly {readonly file: string; readonly text: string}[]): SdkBehaviours {
  const registry: Record<string, SdkBehaviour> = {};
  const declaredAt = new Map<string, string>();
  const errors: string[] = [];
  for (const {file, text} of files) {
    const declared = declaredBehaviours(file, text);
    errors.push(...declared.errors);
    for (const {id, at, ...behaviour} of declared.behaviours) {
      const first = declaredAt.get(id);
      if (first === undefined) {
        declaredAt.set(id, at);
        registry[id] = behaviour;
      } else {
        errors.push(`${at}: ${id} is declared again; it is declared at ${first}.`);
      }
    }
  }
  if (errors.length > 0) {
    throw new Error(`The SDK behaviours in ${SDK_TESTS_DIR}/ cannot be read:\n${errors.join('\n')}`);
  }
  return registry;
}
