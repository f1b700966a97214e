/**
 * nginx for the deployment tests (see lib/nginx-harness.ts).
 *
 *   tsx tools/nginx/cli.ts ensure   install nginx if it is missing (apt-get, as root on Debian)
 *   tsx tools/nginx/cli.ts serve    serve build/ with deploy/nginx.conf on 127.0.0.1:$NGINX_PORT
 *                                 (default 47931), and the packed docs MCP server as
 *                                 deploy/opensecret-docs-mcp.service runs it, on $MCP_PORT
 *                                 (default 47932), proxied at /mcp; until SIGINT/SIGTERM
 *   tsx tools/nginx/cli.ts config   print the generated test config, then remove it
 *
 * $NGINX_BIN selects the binary; $NGINX_ROOT the directory to serve (default build/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {mcpPort, startMcpService} from '../../lib/mcp-service';
import {ensureNginx, findNginx, nginxPort, prepareNginxSite, startNginx} from '../../lib/nginx-harness';

async function main(command: string | undefined): Promise<void> {
  const root = path.resolve(process.env.NGINX_ROOT ?? 'build');
  if (command === 'ensure') {
    console.log(`nginx: ${ensureNginx()}`);
    return;
  }
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed: run `tsx tools/nginx/cli.ts ensure` first.');
  if (command === 'config') {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'opensecret-nginx-config-'));
    const site = prepareNginxSite({nginxBin, root, port: nginxPort(), mcpPort: mcpPort(), prefix});
    process.stdout.write(fs.readFileSync(site.confFile, 'utf8'));
    fs.rmSync(site.prefix, {recursive: true, force: true});
    return;
  }
  if (command === 'serve') {
    const mcp = await startMcpService({root, port: mcpPort()});
    const nginx = await startNginx({nginxBin, root, port: nginxPort(), mcpPort: mcp.port}).catch(
      async (error: unknown) => {
        await mcp.stop();
        throw error;
      },
    );
    console.log(`nginx serving ${root} at ${nginx.baseUrl} (prefix ${nginx.prefix}), /mcp proxied to port ${mcp.port}`);
    const stopBoth = () => Promise.all([nginx.stop(), mcp.stop()]);
    let stopping = false;
    // Idempotent, and registered with on() rather than once(): Playwright signals the whole
    // process group and tsx forwards the signal too, so a second one must not kill the process
    // before the prefix directory is removed.
    const shutdown = (): void => {
      if (stopping) return;
      stopping = true;
      void stopBoth().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    // nginx also stops by itself when the whole process group is signalled.
    nginx.process.once('exit', (code, signal) => {
      if (stopping) return;
      stopping = true;
      console.error(`nginx stopped (${code ?? signal})`);
      void stopBoth().then(() => process.exit(code === 0 ? 0 : 1));
    });
    mcp.process.once('exit', (code, signal) => {
      if (stopping) return;
      stopping = true;
      console.error(`the MCP server stopped (${code ?? signal})`);
      void stopBoth().then(() => process.exit(1));
    });
    return;
  }
  throw new Error('usage: tsx tools/nginx/cli.ts ensure|serve|config');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
