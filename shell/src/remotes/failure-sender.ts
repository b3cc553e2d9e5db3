import type { RemoteFailureReport } from '@rewards/contract';
import { apiClient, useSessionStore } from '@rewards/shared';

/** Sends one batch of failure reports, only while an admin is signed in (decision 017). */
export async function sendFailureReports(reports: RemoteFailureReport[]): Promise<void> {
  if (useSessionStore.getState().status !== 'signed-in') return;
  await apiClient.post('/platform/failures', { reports });
}
