import { appStoreUrl, DEFAULT_APP_STORE_URL } from './app-store-url';

describe('appStoreUrl (APP_STORE_URL build setting)', () => {
  it("defaults to the spec's store address when unset or empty", () => {
    expect(appStoreUrl(undefined)).toBe('https://play.google.com/store/apps');
    expect(appStoreUrl('  ')).toBe(DEFAULT_APP_STORE_URL);
  });

  it('uses the configured https address', () => {
    expect(appStoreUrl(' https://play.google.com/store/apps/details?id=com.rewards ')).toBe(
      'https://play.google.com/store/apps/details?id=com.rewards',
    );
  });

  it('refuses a value that is not an https URL, so the build fails', () => {
    expect(() => appStoreUrl('play.google.com/store')).toThrow('APP_STORE_URL is not a URL');
    expect(() => appStoreUrl('http://example.com/app')).toThrow('must use https');
    expect(() => appStoreUrl('javascript:alert(1)')).toThrow('must use https');
  });
});
