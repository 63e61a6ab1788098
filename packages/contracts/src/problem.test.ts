import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readProblem } from './errors.ts';
import { problemSchema } from './problem.ts';

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
);
const fieldError = fc.oneof(
  fc.record({ campo: fc.string(), mensagem: fc.string() }),
  fc.record({ campo: anyValue, mensagem: anyValue }, { requiredKeys: [] }),
  anyValue,
);
const body = fc.oneof(
  anyValue,
  fc.record(
    {
      status: fc.oneof(fc.integer({ min: 100, max: 599 }), anyValue),
      title: fc.oneof(fc.string(), anyValue),
      detail: fc.oneof(fc.string(), anyValue),
      errors: fc.oneof(fc.array(fieldError, { maxLength: 3 }), anyValue),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
);

describe('readProblem', () => {
  it('accepts exactly what problemSchema accepts, with the same result', () => {
    fc.assert(
      fc.property(body, (value) => {
        const parsed = problemSchema.safeParse(value);
        expect(readProblem(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the API envelope with its field errors', () => {
    const answer = {
      status: 400,
      title: 'Dados inválidos',
      detail: 'x',
      errors: [{ campo: 'nome', mensagem: 'Máximo de 120 caracteres' }],
      instance: '/api',
    };
    expect(readProblem(answer)).toEqual({
      status: 400,
      title: 'Dados inválidos',
      detail: 'x',
      errors: [{ campo: 'nome', mensagem: 'Máximo de 120 caracteres' }],
    });
    expect(readProblem({ status: 400.5, title: 'x' })).toBeNull();
    expect(readProblem('Bad Gateway')).toBeNull();
  });
});
