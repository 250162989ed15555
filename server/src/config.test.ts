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

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATA_SOURCE', 'online'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['TIME_ZONE', 'Mars/Olympus'],
    ['FIXED_NOW', 'yesterday'],
    ['JWT_SECRET', 'short'],
    ['MLB_BASE_URL', 'not a url'],
  ])('stops with a sentence naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Configuration error: ${name} `));
  });
});
