import { deviceName } from './device-name';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Windows 10',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox 133 on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS 17.5',
    ],
  ])('names %s as people do', (userAgent, name) => expect(deviceName(userAgent)).toBe(name));

  it('says so when there is nothing to read', () => {
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
  });
});
