import { describe, expect, it } from 'vitest';

import { getPollDelay, isPendingRelatorio, nextPoll, type PollInput } from './polling.ts';

const pending = [{ status: 2 }, { status: 1 }];
const final = [{ status: 2 }, { status: 3 }];
const input = (over: Partial<PollInput>): PollInput => ({
  hash: 'a',
  dataUpdateCount: 1,
  rows: pending,
  failed: false,
  ...over,
});

describe('report list polling', () => {
  it('treats Aguardando and Processando as pending, Finalizado and Erro as final', () => {
    expect([0, 1, 2, 3].map((status) => isPendingRelatorio({ status }))).toEqual([true, true, false, false]);
  });

  it('doubles the wait from 2 s and caps it at 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(getPollDelay)).toEqual([2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it('grows with each answer that still has pending rows and stops when all are final', () => {
    let state = null;
    const delays: (number | false)[] = [];
    for (const count of [1, 2, 3, 4]) {
      const r = nextPoll(state, input({ dataUpdateCount: count }));
      state = r.state;
      delays.push(r.delay);
    }
    // asked twice for the same answer: the same wait
    expect(nextPoll(state, input({ dataUpdateCount: 4 })).delay).toBe(15000);
    expect(delays).toEqual([2000, 4000, 8000, 15000]);
    const done = nextPoll(state, input({ dataUpdateCount: 5, rows: final }));
    expect(done).toEqual({ state: null, delay: false });
    // a new pending streak starts again at 2 s
    expect(nextPoll(done.state, input({ dataUpdateCount: 6 })).delay).toBe(2000);
  });

  it('starts again at 2 s for other filters or another page', () => {
    const first = nextPoll(null, input({ dataUpdateCount: 1 }));
    const later = nextPoll(first.state, input({ dataUpdateCount: 3 }));
    expect(later.delay).toBe(8000);
    expect(nextPoll(later.state, input({ hash: 'b', dataUpdateCount: 1 })).delay).toBe(2000);
  });

  it('does not poll without rows, or after a failure', () => {
    expect(nextPoll(null, input({ rows: undefined })).delay).toBe(false);
    expect(nextPoll(null, input({ rows: [] })).delay).toBe(false);
    expect(nextPoll(null, input({ failed: true })).delay).toBe(false);
  });
});
