import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides token, key and ticket values and keeps the rest', () => {
    expect(redactUrl('/api/v1/Auth/validar-token?token=abc123')).toBe('/api/v1/Auth/validar-token?token=***');
    expect(redactUrl('/api/v1/Auth/cas-retorno?email=a%40b.dev&token=s&ticket=ST-1')).toBe(
      '/api/v1/Auth/cas-retorno?email=a%40b.dev&token=***&ticket=***',
    );
    expect(redactUrl('/?email=a@b.dev&key=k')).toBe('/?email=a%40b.dev&key=***');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
