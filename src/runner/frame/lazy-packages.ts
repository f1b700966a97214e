/**
 * Packages a sample may import that most samples do not: each is a bundle of its own
 * (`packages/<name>.ts`), which the frame loads before a run whose samples import it. The frame's
 * page lists their URLs (`data-packages` on its root element, plugins/runner-frame); a loaded
 * bundle registers its module here.
 */
import type {RunModule} from '../protocol';

type Registry = Record<string, unknown>;

declare global {
  /** Where the package bundles register their module. */
  var __openSecretRunnerPackages: Registry | undefined;
}

/** Where a package bundle puts its module. */
export function registerPackage(name: string, module: unknown): void {
  globalThis.__openSecretRunnerPackages ??= {};
  globalThis.__openSecretRunnerPackages[name] = module;
}

/** The bare package names `modules` import (`openai`; not `./Notes`). */
export function importedPackages(modules: readonly RunModule[]): string[] {
  const names = new Set<string>();
  for (const module of modules) {
    for (const match of (module.hidden + module.code).matchAll(/\bfrom\s+['"]([^'"./][^'"]*)['"]/g))
      names.add(match[1]);
  }
  return [...names];
}

/** The lazy packages the page offers: name → bundle URL. */
export function offeredPackages(root: HTMLElement): Record<string, string> {
  try {
    return JSON.parse(root.dataset.packages ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Loads the bundles of the packages in `names` the page offers and has not loaded; their modules. */
export async function loadPackages(names: readonly string[], offered: Record<string, string>): Promise<Registry> {
  const loading = names
    .filter((name) => offered[name] !== undefined && globalThis.__openSecretRunnerPackages?.[name] === undefined)
    .map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = offered[name];
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`the preview could not load the package ${name}`));
          document.head.append(script);
        }),
    );
  await Promise.all(loading);
  return {...globalThis.__openSecretRunnerPackages};
}
