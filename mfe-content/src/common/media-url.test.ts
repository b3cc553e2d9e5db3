import { apiClient } from '@rewards/shared';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  const baseURL = apiClient.defaults.baseURL;
  afterEach(() => {
    apiClient.defaults.baseURL = baseURL;
  });

  it('prefixes a relative URL with the API host', () => {
    expect(mediaUrl('/api/uploads/a.mp4')).toBe('http://localhost/api/uploads/a.mp4');
    expect(mediaUrl(' /api/uploads/a.png ')).toBe('http://localhost/api/uploads/a.png');
  });

  it('follows the API client when the API lives on another host', () => {
    apiClient.defaults.baseURL = 'https://api.example.com/api';
    expect(mediaUrl('/api/uploads/a.mp4')).toBe('https://api.example.com/api/uploads/a.mp4');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(mediaUrl('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
  });

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '', '   '])('refuses %p', (url) => {
    expect(mediaUrl(url)).toBeNull();
  });
});
