import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-origins';

describe('isAllowedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://127.0.0.1:8443/push', true],
    // Anything else, however close, is refused.
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://localhost/push', false],
    ['https://notify.windows.com.evil.example/x', false],
    ['https://evil.notify.windows.com:444/x', false],
    ['https://127.0.0.1:9443/push', false],
    ['not a url', false],
    // Read as a Windows host by one parser and as loopback by another: refused.
    ['https://127.0.0.1;.notify.windows.com/push/x', false],
    ["https://127.0.0.1'.notify.windows.com/push/x", false],
    ['https://localhost;.notify.windows.com/push/x', false],
    // Written otherwise than the URL standard writes it: refused rather than cleaned up.
    ['https://127.0.0.1%3b.notify.windows.com/push/x', false],
    ['https://FCM.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:443/fcm/send/abc', false],
    ['https://fcm.googleapis.com\\fcm/send/abc', false],
    ['https://fcm.googleapis.com/fcm/send/abc#x', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, ['https://127.0.0.1:8443'])).toBe(allowed);
  });
});
