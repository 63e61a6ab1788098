import { endpoints, type ExportarContasVinculadasInput, type ExportarExtratoInput } from '@matriz/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setNotifier, type Notifier } from '../../../lib/notify.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';

import { exportContasVinculadas } from './export-contas-vinculadas.ts';
import { exportExtrato } from './export-extrato.ts';

/** A notifier that records what would be shown. */
function notificador() {
  const error = vi.fn();
  const notifier = { message: { error }, notification: { error }, modal: {} } as unknown as Notifier;
  return { error, desfazer: setNotifier(notifier) };
}

let desfazer = () => {};
afterEach(() => desfazer());

const body = {
  grupo: 'g-1',
  conta: 'c-1',
  inicio: '2026-01-01',
  fim: '2026-01-31',
  modo: 0,
} as ExportarExtratoInput;

describe('the statement export', () => {
  it('fails silently (spec 001 §8), where other exports show the failure', async () => {
    const n = notificador();
    desfazer = n.desfazer;
    mockApi({
      [`POST ${endpoints.fluxoDeCaixa.exportarExtrato}`]: {
        status: 500,
        body: { status: 500, title: 'Erro' },
      },
      [`POST ${endpoints.fluxoDeCaixa.exportarContasVinculadas}`]: {
        status: 500,
        body: { status: 500, title: 'Erro' },
      },
    });
    await expect(exportExtrato(body)).rejects.toMatchObject({ status: 500 });
    expect(n.error).not.toHaveBeenCalled();
    await expect(exportContasVinculadas({} as ExportarContasVinculadasInput)).rejects.toMatchObject({
      status: 500,
    });
    expect(n.error).toHaveBeenCalledTimes(1);
  });
});
