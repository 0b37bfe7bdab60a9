// The production path for the benches (issue #27): the build behind docs/deploy's nginx, over HTTPS with
// HTTP/2 and a self-signed certificate for 127.0.0.1 (the browser is told to accept it), on ports from
// BENCH_PORT. The rewriting of the shipped files is shared with the browser stories (deploy/nginxSite.ts).
import { type NginxSite, nginxUnavailable, startNginxSite } from '../deploy/nginxSite.ts';
import { nextBenchPort } from './benchPorts.ts';

export type DeployedSite = NginxSite;

/** Why the production path cannot run here, or null when it can. */
export const deployUnavailable = nginxUnavailable;

/** Serves `webRoot` through docs/deploy's nginx with `backend` (http://host:port) as the API upstream. */
export async function startDeployedSite(webRoot: string, backend: string): Promise<DeployedSite> {
  const port = await nextBenchPort();
  const redirectPort = await nextBenchPort();
  return startNginxSite({ webRoot, backend, port, redirectPort, tls: true });
}
