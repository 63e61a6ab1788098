import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';
import { logClientDataError, PG_CLIENT_DATA_ERRORS, pgErrorCode } from './pg-errors.ts';

describe('pgErrorCode', () => {
  it('reads the code of the driver error, also when Drizzle wraps it in `cause`', () => {
    expect(pgErrorCode({ code: '22P02' })).toBe('22P02');
    expect(pgErrorCode({ message: 'Failed query', cause: { code: '22008' } })).toBe('22008');
    expect(pgErrorCode(new Error('x'))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });
});

describe('logClientDataError', () => {
  it('logs at error level with the route, method and code (a server-side cast bug must be seen)', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    const error = Object.assign(new Error('Failed query'), {
      cause: { code: '22008', message: 'date/time field value out of range' },
    });
    const code = pgErrorCode(error)!;
    expect(PG_CLIENT_DATA_ERRORS.has(code)).toBe(true);
    logClientDataError(
      {
        log,
        method: 'GET',
        url: '/api/v1/Relatorio/listar?dataSolicitacaoFinal=9999-12-31',
        routeOptions: { url: '/api/v1/Relatorio/listar' } as never,
      },
      error,
      code,
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 50,
      pgCode: '22008',
      method: 'GET',
      route: '/api/v1/Relatorio/listar',
    });
    expect(JSON.stringify(entry.err)).toContain('Failed query');
  });
});
