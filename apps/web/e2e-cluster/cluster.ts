import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The balancer's port; API process i listens on CLUSTER_PORT + i. */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3200);
/** Written by scripts/cluster.mjs --state: ports and process ids. */
export const STATE_FILE = path.join(os.tmpdir(), `roamstead-cluster-${CLUSTER_PORT}.json`);

export interface ClusterState {
  balancer: string;
  started_at: number;
  processes: Array<{ name: string; port: number; pid: number }>;
}

export const clusterState = (): ClusterState => JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));

/** Base URL of API process `index` (0-based), bypassing the balancer. */
export const processUrl = (index: number) => `http://127.0.0.1:${CLUSTER_PORT + 1 + index}`;
