import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('requires JWT_SECRET in production, with a one-line message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment variable JWT_SECRET: is required in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });

  it('lets development run without one (a secret is then kept in the database)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });

  it('points links at the port in use unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://roamstead.example' }).PUBLIC_URL).toBe(
      'https://roamstead.example',
    );
  });
});
