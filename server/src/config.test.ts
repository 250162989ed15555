import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_SOURCE).toBe('offline');
    expect(config.TOKEN_TTL_HOURS).toBe(72);
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('treats empty values as unset and normalises admin e-mails', () => {
    const config = loadConfig({ PORT: '', ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' });
    expect(config.PORT).toBe(8080);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    const publicUrl = { PUBLIC_URL: 'https://guide.example.com' };
    expect(loadConfig({ TRUST_PROXY: '1', ...publicUrl }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1', ...publicUrl }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATA_SOURCE', 'online'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['TIME_ZONE', 'Mars/Olympus'],
    ['FIXED_NOW', 'yesterday'],
    ['JWT_SECRET', 'short'],
    ['MLB_BASE_URL', 'not a url'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['REDIS_URL', 'localhost:6379'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_QUERY_TIMEOUT_MS', '0'],
    ['PUBLIC_URL', 'ftp://example.com'],
  ])('stops with a sentence naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Configuration error: ${name} `));
  });
});

describe('configuration behind a proxy and for metrics', () => {
  it('refuses TRUST_PROXY without PUBLIC_URL or FORWARDED_HOSTS, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/PUBLIC_URL must be set when TRUST_PROXY is/);
    expect(loadConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://guide.example.com' }).TRUST_PROXY).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '1', FORWARDED_HOSTS: 'Guide.example.com, www.guide.example.com:8443' })
        .FORWARDED_HOSTS,
    ).toEqual(['guide.example.com', 'www.guide.example.com:8443']);
    expect(() => loadConfig({ FORWARDED_HOSTS: 'https://guide.example.com' })).toThrow(
      /^Configuration error: FORWARDED_HOSTS /,
    );
  });

  it('takes an alert for lost only after its push may have ended', () => {
    expect(loadConfig({}).ALERTS_SEND_EXPIRE_SECONDS).toBeUndefined();
    expect(loadConfig({ ALERTS_SEND_EXPIRE_SECONDS: '10', PUSH_TIMEOUT_MS: '5000' }).ALERTS_SEND_EXPIRE_SECONDS).toBe(
      10,
    );
    expect(() => loadConfig({ ALERTS_SEND_EXPIRE_SECONDS: '10' })).toThrow(
      /^Configuration error: ALERTS_SEND_EXPIRE_SECONDS must be longer than PUSH_TIMEOUT_MS \(10000 ms\)/,
    );
  });

  it('serves metrics on loopback unless told otherwise', () => {
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
  });
});
