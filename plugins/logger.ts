/**
 * The one logger of the build plugins: Docusaurus's own (@docusaurus/logger, coloured, on stderr
 * for warnings), each line prefixed with the plugin's name so a build log says who spoke.
 */
import logger from '@docusaurus/logger';

export interface PluginLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function pluginLogger(plugin: string): PluginLogger {
  const prefix = `[${plugin}] `;
  return {
    info: (message) => logger.info(prefix + message),
    warn: (message) => logger.warn(prefix + message),
    error: (message) => logger.error(prefix + message),
  };
}
