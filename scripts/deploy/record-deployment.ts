/**
 * Reports a deploy or rollback to the API, POST /api/platform/deployments, with the remote's
 * deploy token (decision 034): the deploy machine needs the API's URL and a token (Settings,
 * Deploy tokens), not the API's database. Without them, or when the API refuses or does not
 * answer, the deploy still goes ahead and this prints the request that records it later.
 */
import type { DeploymentReport } from '@rewards/contract';

/**
 * The report the API takes (one source: the contract), with the switch's time as a Date. The
 * remote is any name the command was given: the API refuses one it does not know.
 */
export type DeploymentRecord = Omit<DeploymentReport, 'at' | 'remote'> & {
  remote: string;
  at: Date;
};

const TIMEOUT_MS = 10_000;

/** True once the API recorded it; false after printing how to record it by hand. */
export async function recordDeployment(
  record: DeploymentRecord,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const body = JSON.stringify({ ...record, at: record.at.toISOString() });
  const apiUrl = env.DEPLOY_API_URL?.replace(/\/+$/, '');
  const token = env.DEPLOY_TOKEN;
  if (!apiUrl || !token) return recordLater(body, 'DEPLOY_API_URL and DEPLOY_TOKEN are not set');
  try {
    const res = await fetch(`${apiUrl}/api/platform/deployments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return true;
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    return recordLater(body, `the API answered ${res.status}: ${answer.message ?? res.statusText}`);
  } catch (error) {
    return recordLater(body, `the API at ${apiUrl} did not answer (${(error as Error).message})`);
  }
}

function recordLater(body: string, reason: string): false {
  const quoted = `'${body.replaceAll("'", `'\\''`)}'`;
  console.warn(
    [
      `Not recorded in the platform's deploy history: ${reason}.`,
      'The deploy itself went ahead. Record it once the API is reachable:',
      `  curl -fsS -X POST "$DEPLOY_API_URL/api/platform/deployments" \\`,
      `    -H "Authorization: Bearer $DEPLOY_TOKEN" -H 'Content-Type: application/json' \\`,
      `    -d ${quoted}`,
    ].join('\n'),
  );
  return false;
}
