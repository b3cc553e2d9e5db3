/**
 * The devices `npm run bench:landing` loads `/` on. `mobile` is Lighthouse's mobile profile
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, a phone's viewport),
 * applied by DevTools throttling per request rather than Lighthouse's simulation, so its
 * numbers are a little higher than Lighthouse's for the same page.
 */
import type { CDPSession } from '@playwright/test';

export interface DeviceProfile {
  name: 'desktop' | 'mobile';
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  /** Absent: the machine's own network. */
  network?: { latencyMs: number; downloadKbps: number; uploadKbps: number };
}

export const PROFILES: readonly DeviceProfile[] = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, cpuSlowdown: 4 },
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    network: { latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750 },
  },
];

export async function applyProfile(cdp: CDPSession, profile: DeviceProfile): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (!profile.network) return;
  const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: bytesPerSecond(profile.network.downloadKbps),
    uploadThroughput: bytesPerSecond(profile.network.uploadKbps),
  });
}

export function describeProfile(profile: DeviceProfile): string {
  const network = profile.network
    ? `${profile.network.latencyMs} ms RTT, ${profile.network.downloadKbps / 1000} Mbps down`
    : 'unthrottled network';
  return `${profile.name}: ${network}, ${profile.cpuSlowdown}x CPU slowdown, cold cache`;
}
