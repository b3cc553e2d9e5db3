import Bowser from 'bowser';

/**
 * 'Chrome 131 on Windows 10', 'Safari on iOS 17.5': a session's browser and system as people
 * name them, read from its user-agent string by bowser (a maintained parser: user agents are
 * too irregular for a hand-written pattern, the admin review). The raw string stays in the tooltip.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserName = browser.name ? [browser.name, major].filter(Boolean).join(' ') : null;
  const system = os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : null;
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system ?? 'Unknown device';
}
