import { describe, expect, it } from 'vitest';
import { appUrlFor, withDatabaseName } from './connection.ts';

describe('connection URLs', () => {
  it('swaps the database, keeping credentials and parameters', () => {
    expect(withDatabaseName('postgres://u:p@host:5432/postgres?sslmode=require', 'matriz_t_1')).toBe(
      'postgres://u:p@host:5432/matriz_t_1?sslmode=require',
    );
  });

  it('swaps the credentials for the application role', () => {
    expect(appUrlFor('postgres://postgres@127.0.0.1:5432/matriz', 'matriz_app', 'p@ss/word')).toBe(
      'postgres://matriz_app:p%40ss%2Fword@127.0.0.1:5432/matriz',
    );
  });
});
