/**
 * The part of Docusaurus's configureWebpack utils a plugin under test uses: a bundler whose
 * NormalModuleReplacementPlugin records the arguments of each plugin made.
 */
export function fakeBundlerUtils(): {utils: never; replacements: unknown[][]} {
  const replacements: unknown[][] = [];
  const utils = {
    currentBundler: {
      instance: {
        NormalModuleReplacementPlugin: function Replacement(...args: unknown[]) {
          replacements.push(args);
        },
      },
    },
  } as never;
  return {utils, replacements};
}
