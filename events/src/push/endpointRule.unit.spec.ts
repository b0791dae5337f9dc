import { BROWSER_PUSH_HOSTS, endpointAllowed, endpointHostsFrom } from './endpointRule';

describe('the push endpoint rule', () => {
  const builtIn = endpointHostsFrom(undefined);

  it('allows the browser push services over https', () => {
    expect(builtIn).toEqual({ hosts: BROWSER_PUSH_HOSTS, allowHttp: false });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dx1:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXu',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(endpointAllowed(endpoint, builtIn)).toBe(true);
  });

  it('refuses http, other hosts, look-alikes, ports, credentials and what is not a URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/1',
      'https://push.example.com/send/1',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://user:pw@fcm.googleapis.com/fcm/send/1',
      'https://127.0.0.1/x',
      'file:///etc/passwd',
      'not a url',
      '',
    ])
      expect(endpointAllowed(endpoint, builtIn)).toBe(false);
  });

  it('takes PUSH_ENDPOINT_HOSTS instead of the list, http allowed there, a port when named', () => {
    const named = endpointHostsFrom(' 127.0.0.1:9300, relay.internal ');
    expect(named).toEqual({ hosts: ['127.0.0.1:9300', 'relay.internal'], allowHttp: true });
    expect(endpointAllowed('http://127.0.0.1:9300/push/a', named)).toBe(true);
    expect(endpointAllowed('https://relay.internal/push/a', named)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9301/push/a', named)).toBe(false);
    expect(endpointAllowed('http://relay.internal:8080/push/a', named)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/1', named)).toBe(false);
    expect(endpointAllowed('ftp://relay.internal/a', named)).toBe(false);
  });
});
