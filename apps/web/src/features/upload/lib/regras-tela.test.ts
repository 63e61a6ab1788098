import { describe, expect, it } from 'vitest';

import { claims } from '../../../testing/fixtures.ts';
import { tiposSemEstoque } from '../testing/fixtures.ts';

import { downloadDoArquivo, motivoExportarNotas, opcoesTipo } from './regras-tela.ts';

const comEstoque = tiposSemEstoque.tipos.map((t) => ({ ...t, disponivel: true, motivo: null }));
const motivos = (o: ReturnType<typeof opcoesTipo>) => Object.fromEntries(o.map((x) => [x.value, x.motivo]));

describe('file-type options', () => {
  it('turns off what GET tipos says is off, with its reason', () => {
    const opcoes = opcoesTipo(tiposSemEstoque.tipos, claims.premiumAdmin, false);
    expect(opcoes.map((o) => o.label)).toEqual([
      'Processamento de dados',
      'Entrada de estoque',
      'Posição de estoque inicial',
      'Posição de estoque final',
      'Catálogo de preços',
      'Ajuste de Estoque',
      'Cadastro de usuários em lote',
    ]);
    expect(opcoes.filter((o) => o.motivo === null).map((o) => o.value)).toEqual([0, 6]);
    expect(opcoes[1]?.motivo).toMatch(/^Este tipo de arquivo é só para clientes com controle de estoque/);
  });

  it('turns off the users type without Usuários/Salvar and the stock types for a rule of cost centres', () => {
    const arquivo = [{ nome: 'Arquivo', acoes: ['Importar'] }];
    expect(motivos(opcoesTipo(comEstoque, arquivo, false))[6]).toMatch(
      /^Sem permissão para cadastrar usuários/,
    );
    expect(
      motivos(opcoesTipo(comEstoque, [...arquivo, { nome: 'Usuarios', acoes: ['Salvar'] }], false))[6],
    ).toBeNull();
    const centro = motivos(opcoesTipo(comEstoque, claims.premiumAdmin, true));
    for (const t of [1, 2, 3, 4, 5]) expect(centro[t]).toMatch(/limitada a centros de custo/);
    expect(centro[0]).toBeNull();
  });
});

describe('download of an uploaded file', () => {
  const base = { disponivel: false, expirado: false, expiraEm: '2026-04-09T17:05:00.000Z', motivo: null };
  it("is on with 'Download disponível' when the server allows it", () => {
    expect(downloadDoArquivo({ ...base, disponivel: true })).toEqual({
      motivo: null,
      tooltip: 'Download disponível',
    });
  });

  it("is off with 'Download expirado' after 30 days, whoever asks", () => {
    expect(downloadDoArquivo({ ...base, expirado: true, motivo: 'expirado' }).motivo).toBe(
      'Download expirado',
    );
    expect(downloadDoArquivo({ ...base, expirado: true, motivo: 'premium' }).motivo).toBe(
      'Download expirado',
    );
  });

  it('says why otherwise: premium, not the uploader, file gone', () => {
    expect(downloadDoArquivo({ ...base, motivo: 'premium' }).motivo).toBe('Funcionalidade premium');
    expect(downloadDoArquivo({ ...base, motivo: 'naoEhDoUsuario' }).motivo).toBe(
      'Somente quem enviou o arquivo (ou um administrador) pode baixá-lo',
    );
    expect(downloadDoArquivo({ ...base, motivo: 'removido' }).motivo).toBe(
      'O arquivo original não está mais disponível',
    );
  });
});

describe('export of the notes of a file', () => {
  it('needs Arquivo/Exportar, the premium plan and notes', () => {
    expect(motivoExportarNotas({ totalNotas: 3 }, claims.premiumAdmin)).toBeNull();
    expect(motivoExportarNotas({ totalNotas: 0 }, claims.premiumAdmin)).toBe(
      'Este arquivo não tem notas para exportar.',
    );
    const semExportar = [
      { nome: 'sysPremium', acoes: [] },
      { nome: 'Arquivo', acoes: ['Obter'] },
    ];
    expect(motivoExportarNotas({ totalNotas: 3 }, semExportar)).toBe('Sem permissões');
    expect(motivoExportarNotas({ totalNotas: 3 }, [{ nome: 'Arquivo', acoes: ['Exportar'] }])).toBe(
      'Funcionalidade premium',
    );
  });
});
