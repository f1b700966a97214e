/**
 * The two SDK releases under test, imported by their package names exactly as installed:
 * 3.2.0 as `@opensecret/react`, 1.1.0 through the npm alias `opensecret-react-1.1.0`.
 */
import * as sdk3 from '@opensecret/react';
import * as sdk1 from 'opensecret-react-1.1.0';

export const SDK = {'3.2.0': sdk3, '1.1.0': sdk1} as const;

export type Release = keyof typeof SDK;
export const RELEASES: readonly Release[] = ['3.2.0', '1.1.0'];

export interface ContextOf {
  '3.2.0': sdk3.OpenSecretContextType;
  '1.1.0': sdk1.OpenSecretContextType;
}

export type PcrConfigOf<R extends Release> = R extends '3.2.0' ? sdk3.PcrConfig : sdk1.PcrConfig;
