import { endpoints, fluxoDeCaixaMessages as m, type ConsultaFluxoInput } from '@matriz/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setNotifier, type Notifier } from '../../../lib/notify.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';

import { getFluxoDeCaixa } from './get-fluxo-de-caixa.ts';

let desfazer = () => {};
afterEach(() => desfazer());

describe('the cash-flow search', () => {
  it("says the spec's text when it fails (spec 001 §8), instead of the generic notice; nothing when aborted", async () => {
    const error = vi.fn();
    desfazer = setNotifier({ message: { error }, notification: { error } } as unknown as Notifier);
    mockApi({ [`POST ${endpoints.dfc.listar}`]: { status: 500, body: { status: 500, title: 'Erro' } } });
    const consulta = { ModeloFluxo: 'mod-1' } as ConsultaFluxoInput;
    await expect(getFluxoDeCaixa(consulta)).rejects.toMatchObject({ status: 500 });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: m.requisicaoFalhou }));

    const parar = new AbortController();
    parar.abort();
    await expect(getFluxoDeCaixa(consulta, parar.signal)).rejects.toBeDefined();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
