import { describe, expect, it } from 'vitest';

import { resumoResultado, statusExibido } from './status-arquivo.ts';

const row = (
  valor: 0 | 1 | 2,
  resultado: 'sucesso' | 'erro' | 'jaProcessado' | 'tipoNaoIdentificado' | null,
  porcentagem = 0,
) => ({
  statusProcessamento: { valor, descricao: '' },
  resultado,
  porcentagem,
  linhas: null as number | null,
  inseridos: null as number | null,
  atualizados: null as number | null,
});

describe('status of an uploaded file', () => {
  it('maps each status and result to the legend text and the tag colours of spec 002 §4', () => {
    expect(statusExibido(row(0, null))).toEqual({ chave: 'aguardando', texto: 'Aguardando', cor: 'warning' });
    expect(statusExibido(row(1, null, 42.7))).toEqual({
      chave: 'processando',
      texto: 'Processando 42%',
      cor: 'processing',
    });
    expect(statusExibido(row(2, 'sucesso', 100))).toEqual({
      chave: 'sucesso',
      texto: 'Finalizado',
      cor: 'success',
    });
    expect(statusExibido(row(2, 'erro', 100))).toMatchObject({ texto: 'Finalizado com erro', cor: 'error' });
    expect(statusExibido(row(2, 'jaProcessado', 100))).toMatchObject({
      texto: 'Ignorado, já processado',
      cor: 'default',
    });
    expect(statusExibido(row(2, 'tipoNaoIdentificado', 100))).toMatchObject({
      texto: 'Ignorado, tipo não identificado',
      cor: 'default',
    });
    // a Finalizado row of an older server without result reads as success
    expect(statusExibido(row(2, null, 100)).chave).toBe('sucesso');
  });

  it('keeps the percentage between 0 and 100', () => {
    expect(statusExibido(row(1, null, 130)).texto).toBe('Processando 100%');
    expect(statusExibido(row(1, null, -3)).texto).toBe('Processando 0%');
  });

  it('says what the file did to the data', () => {
    expect(resumoResultado(row(0, null))).toBe('Na fila de processamento');
    expect(resumoResultado(row(1, null))).toBeNull();
    expect(resumoResultado({ ...row(1, null), linhas: 1 })).toBe('1 linha lida');
    expect(resumoResultado({ ...row(2, 'sucesso'), linhas: 1234, inseridos: 1200, atualizados: 34 })).toBe(
      '1.234 linhas: 1.200 inseridas, 34 atualizadas',
    );
    expect(resumoResultado({ ...row(2, 'sucesso'), linhas: 1, inseridos: 1, atualizados: 0 })).toBe(
      '1 linha: 1 inserida, 0 atualizadas',
    );
    expect(resumoResultado(row(2, 'erro'))).toBe('Arquivo recusado: nada foi gravado (veja as notas)');
    expect(resumoResultado(row(2, 'jaProcessado'))).toBe('Nada foi gravado');
  });
});
