import { UPLOAD_STATUS_POLLING } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { arquivoId, arquivosPage } from '../testing/fixtures.ts';

import { aplicarStatus, idsPendentes, proximoIntervalo, type StatusItem } from './status-ao-vivo.ts';

const { inicialMs, maxMs } = UPLOAD_STATUS_POLLING;

describe('live status polling', () => {
  it('starts at the first wait, grows by the factor while nothing changes, never above the cap', () => {
    const esperas: number[] = [];
    let atual: number | null = null;
    for (let i = 0; i < 10; i++) {
      atual = proximoIntervalo(atual, false);
      esperas.push(atual);
    }
    expect(esperas.slice(0, 5)).toEqual([1000, 1500, 2250, 3375, 5063]);
    expect(esperas.at(-1)).toBe(maxMs);
    expect(Math.max(...esperas)).toBe(maxMs);
  });

  it('goes back to the first wait when an answer changed something', () => {
    expect(proximoIntervalo(maxMs, true)).toBe(inicialMs);
    expect(proximoIntervalo(null, true)).toBe(inicialMs);
  });

  it('follows only the rows that may still change', () => {
    const page = arquivosPage([{ status: 0 }, { status: 2 }, { status: 1 }]);
    expect(idsPendentes(page.arquivos)).toEqual([arquivoId(1), arquivoId(3)]);
    expect(idsPendentes(arquivosPage([{ status: 2 }]).arquivos)).toEqual([]);
    expect(idsPendentes(undefined)).toEqual([]);
  });

  const item = (
    n: number,
    valor: 0 | 1 | 2,
    porcentagem: number,
    extra: Partial<StatusItem> = {},
  ): StatusItem => ({
    _id: arquivoId(n),
    updatedAt: `2026-03-10T17:0${porcentagem % 10}:00.000Z`,
    statusProcessamento: { valor, descricao: ['Aguardando', 'Processando', 'Finalizado'][valor]! },
    resultado: valor === 2 ? 'sucesso' : null,
    porcentagem,
    totalNotas: 0,
    ...extra,
  });

  it('moves rows in place: Aguardando → Processando n% → Finalizado', () => {
    const page = arquivosPage([{ status: 0 }, { status: 2 }]);
    const processando = aplicarStatus(page, [item(1, 1, 35)]);
    expect(processando).toMatchObject({ mudou: true, finalizou: false });
    expect(processando.lista.arquivos[0]).toMatchObject({
      statusProcessamento: { valor: 1 },
      porcentagem: 35,
    });
    expect(processando.lista.arquivos[1]).toBe(page.arquivos[1]);
    expect(processando.lista.total).toBe(page.total);

    const pronto = aplicarStatus(processando.lista, [item(1, 2, 100, { totalNotas: 3, resultado: 'erro' })]);
    expect(pronto).toMatchObject({ mudou: true, finalizou: true });
    expect(pronto.lista.arquivos[0]).toMatchObject({ resultado: 'erro', totalNotas: 3 });
  });

  it('answers the same page when nothing changed, and leaves rows the answer omits', () => {
    const page = arquivosPage([{ status: 1, porcentagem: 35, updatedAt: item(1, 1, 35).updatedAt }]);
    const same = aplicarStatus(page, [item(1, 1, 35)]);
    expect(same).toEqual({ lista: page, mudou: false, finalizou: false });
    expect(same.lista).toBe(page);
    expect(aplicarStatus(page, []).lista).toBe(page);
  });
});
