/**
 * `__webpack_require__.gca(chunkName)` ("get chunk asset"), which the Docusaurus client calls to
 * prefetch a route's chunks, in place of Docusaurus's ChunkAssetPlugin. The original maps every
 * chunk name to its chunk id in the runtime every page loads; with chunk ids equal to chunk
 * names (`optimization.chunkIds: 'named'`), that map only repeats each name, so this one keeps
 * the names whose id differs (none, unless the bundler renames a chunk).
 * Upstream: @docusaurus/core@3.7.0 (lib/webpack/plugins/ChunkAssetPlugin.js, MIT).
 */
import type {Compiler} from 'webpack';

const PLUGIN_NAME = 'route-data-ChunkAssetPlugin';

/** The runtime code: `idByName` lists the chunks whose id is not their name. */
export function chunkAssetRuntimeCode(
  idByName: Readonly<Record<string, string>>,
  publicPath: string,
  getChunkScriptFilename: string,
): string {
  const lookup = Object.keys(idByName).length > 0 ? `chunkId = ${JSON.stringify(idByName)}[chunkId]||chunkId; ` : '';
  return `__webpack_require__.gca = function(chunkId) { ${lookup}return ${publicPath} + ${getChunkScriptFilename}(chunkId); };`;
}

/** Name → id of every named chunk whose id differs from its name, from a chunk's id → name map. */
export function renamedChunks(nameById: Readonly<Record<string | number, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(nameById)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

export class ChunkAssetPlugin {
  apply(compiler: Compiler): void {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- Rspack has them at the top level only (as Docusaurus's plugin uses them)
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }

      override generate(): string {
        const {chunk} = this;
        if (!chunk) throw new Error('route-data: the chunk asset runtime module is not attached to a chunk');
        return chunkAssetRuntimeCode(
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- the Chunk API Rspack implements
          renamedChunks(chunk.getChunkMaps(false).name),
          RuntimeGlobals.publicPath,
          RuntimeGlobals.getChunkScriptFilename,
        );
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}

/**
 * Takes Docusaurus's ChunkAssetPlugin out of a client config's plugins (in place); stops the build
 * when it is not there, since two `gca` definitions, or none, would be wrong.
 */
export function removeDocusaurusChunkAssetPlugin(plugins: unknown[]): void {
  const index = plugins.findIndex(
    (plugin) => plugin !== null && typeof plugin === 'object' && plugin.constructor.name === 'ChunkAssetPlugin',
  );
  if (index < 0) {
    throw new Error(
      "route-data: Docusaurus's ChunkAssetPlugin is not in the client config; compare plugins/route-data/chunk-asset.ts with the installed @docusaurus/core",
    );
  }
  plugins.splice(index, 1);
}
