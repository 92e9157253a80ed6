import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceEndpoint } from './push-services.ts';

const allowed = (url: string) => isPushServiceEndpoint(url, DEFAULT_PUSH_SERVICE_HOSTS);

describe('isPushServiceEndpoint', () => {
  it('takes the endpoints the browsers give', () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAAA')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=BQYAAA')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGuQyavXutnMH')).toBe(true);
  });

  it('refuses internal and look-alike addresses', () => {
    for (const url of [
      'http://127.0.0.1:9911/internal-admin',
      'http://localhost/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      'http://[::1]/',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.services.mozilla.com.evil.example/',
      'https://evil.example/?https://fcm.googleapis.com/',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
      'https://fcm.googleapis.com\\@evil.example/x',
      'https://fcm.googleapis.com%2F@evil.example/x',
      'https://fcm.googleapis.com\t.evil.example/x',
      'https://fcm.googleapis.com./x',
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('a wildcard covers subdomains only, an exact entry its host only; a configured local service is allowed', () => {
    expect(isPushServiceEndpoint('https://push.apple.com/x', ['*.push.apple.com'])).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:4000/push/1', ['127.0.0.1'])).toBe(true);
    expect(isPushServiceEndpoint('http://127.0.0.2:4000/push/1', ['127.0.0.1'])).toBe(false);
  });
});
