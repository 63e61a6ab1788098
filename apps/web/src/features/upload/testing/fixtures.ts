import {
  endpoints,
  legendaStatusArquivo,
  statusArquivoLegenda,
  tipoArquivoLabels,
  TIPOS_ARQUIVO,
  uploadMessages,
  type ArquivoRow,
  type ListArquivosOutput,
  type TipoArquivo,
  type TiposArquivoOutput,
} from '@matriz/contracts';

import type { MockHandler } from '../../../testing/fetch-mock.ts';

/** 10/03/2026 14:05 in the test machine's time zone, as the API sends it (ISO, UTC). */
export const ENVIADO_EM = new Date(2026, 2, 10, 14, 5).toISOString();

export const arquivoId = (n: number) => `0195f0c2-7b1a-7000-8000-${String(n).padStart(12, '0')}`;

type Status = 0 | 1 | 2;

/** A row as the list answers it; status and result give the description of the legend. */
export function makeArquivo(
  overrides: Partial<Omit<ArquivoRow, 'statusProcessamento' | 'tipoArquivo'>> & {
    status?: Status;
    tipo?: TipoArquivo;
  } = {},
): ArquivoRow {
  const { status = 2, tipo = 0, ...rest } = overrides;
  const resultado = rest.resultado !== undefined ? rest.resultado : status === 2 ? 'sucesso' : null;
  return {
    _id: arquivoId(1),
    createdAt: ENVIADO_EM,
    updatedAt: ENVIADO_EM,
    nome: 'lancamentos-marco.csv',
    tipoArquivo: { valor: tipo, descricao: tipoArquivoLabels[tipo] },
    statusProcessamento: { valor: status, descricao: statusArquivoLegenda(status, resultado).descricao },
    resultado,
    porcentagem: status === 2 ? 100 : 0,
    notas: [],
    totalNotas: 0,
    linhas: status === 2 ? 120 : null,
    inseridos: status === 2 ? 100 : null,
    atualizados: status === 2 ? 20 : null,
    userId: 'u-1',
    nomeUsuario: 'Ana Souza',
    download: {
      disponivel: true,
      expirado: false,
      expiraEm: new Date(2026, 3, 9, 14, 5).toISOString(),
      motivo: null,
    },
    ...rest,
  };
}

/** A list answer: one row per item, numbered from 1. */
export function arquivosPage(
  rows: Parameters<typeof makeArquivo>[0][],
  { page = 1, total = rows.length }: { page?: number; total?: number } = {},
): ListArquivosOutput {
  return {
    arquivos: rows.map((r, i) =>
      makeArquivo({
        _id: arquivoId((page - 1) * 100 + i + 1),
        nome: `arquivo-${(page - 1) * 100 + i + 1}.csv`,
        ...r,
      }),
    ),
    page,
    total,
  };
}

/** GET tipos of a cliente without stock control: the five stock types off, with the reason. */
export const tiposSemEstoque: TiposArquivoOutput = {
  tipos: TIPOS_ARQUIVO.map((valor) => {
    const disponivel = valor === 0 || valor === 6;
    return {
      valor,
      descricao: tipoArquivoLabels[valor],
      disponivel,
      motivo: disponivel ? null : uploadMessages.tipoSemEstoque,
    };
  }),
};

/** The calls the screen makes on load, answered; `handlers` replace any of them. */
export function uploadScreenHandlers(
  handlers: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.arquivo.tipos}`]: { body: tiposSemEstoque },
    [`GET ${endpoints.arquivo.listar}`]: { body: arquivosPage([{}]) },
    ...handlers,
  };
}

export const legendas = legendaStatusArquivo.map((l) => l.descricao);
