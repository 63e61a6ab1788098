import {
  NOTAS_NA_LISTA,
  RESULTADOS_ARQUIVO,
  situacaoDownloadArquivo,
  statusArquivoLegenda,
  tipoArquivoLabels,
  type ArquivoRow,
  type ResultadoArquivo,
  type StatusProcessamento,
  type TipoArquivo,
} from '@matriz/contracts';
import { isSysAdmin } from '@matriz/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { arquivo, usuario } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { RESULTADO_DB } from './upload-queue.ts';

/**
 * Who sees which uploaded files (the spec shows a user column, so not only one's own): a user whose data scope is the
 * whole network (an administrator, or a rule restricting nothing) sees every file of the cliente; a user limited to
 * some marcas, grupos, stores or cost centres sees only their own — another user's file may carry any store's data,
 * and its notes name them. Another cliente's files are never visible (tenant filter + row-level security).
 */
export function visivelPara(
  auth: Pick<AuthContext, 'clienteId' | 'usuarioId' | 'claims'>,
  scope: Scope,
): SQL {
  const tenant = eq(arquivo.clienteId, auth.clienteId);
  if (isSysAdmin(auth.claims) || scope.unrestricted) return tenant;
  return and(tenant, eq(arquivo.usuarioId, auth.usuarioId))!;
}

export const resultadoDoBanco = (valor: string | null): ResultadoArquivo | null => {
  if (valor === null) return null;
  const chave = (Object.keys(RESULTADO_DB) as (keyof typeof RESULTADO_DB)[]).find(
    (k) => RESULTADO_DB[k] === valor,
  );
  return chave && (RESULTADOS_ARQUIVO as readonly string[]).includes(chave) ? chave : null;
};

/** The columns a list row needs: the file, its uploader's name and its first notes. */
export const colunasDaLinha = {
  id: arquivo.id,
  createdAt: arquivo.createdAt,
  updatedAt: arquivo.updatedAt,
  nome: arquivo.nome,
  tipo: arquivo.tipo,
  status: arquivo.status,
  resultado: arquivo.resultado,
  porcentagem: arquivo.porcentagem,
  totalNotas: arquivo.totalNotas,
  linhas: arquivo.linhas,
  inseridos: arquivo.inseridos,
  atualizados: arquivo.atualizados,
  usuarioId: arquivo.usuarioId,
  arquivoChave: arquivo.arquivoChave,
  expiredAt: arquivo.expiredAt,
  nomeUsuario: usuario.nome,
  notas: sql<string[]>`coalesce((select array_agg(n.texto order by n.ordem) from (
      select texto, ordem from arquivo_nota n where n.cliente_id = ${arquivo.clienteId} and n.arquivo_id = ${arquivo.id}
      order by ordem limit ${NOTAS_NA_LISTA}) n), '{}')`,
};

export const juncaoUsuario = and(eq(usuario.clienteId, arquivo.clienteId), eq(usuario.id, arquivo.usuarioId));

/** The rows of `where`, newest first, as the list answers them. */
export async function selecionarArquivos(
  tx: DatabaseOrTransaction,
  where: SQL | undefined,
  pagina?: { limit: number; offset: number },
) {
  const q = tx
    .select(colunasDaLinha)
    .from(arquivo)
    .leftJoin(usuario, juncaoUsuario)
    .where(where)
    .orderBy(sql`${arquivo.createdAt} desc, ${arquivo.id} desc`);
  return pagina ? q.limit(pagina.limit).offset(pagina.offset) : q;
}

/** A stored row as the contract's list row, with the download rule applied for `quem`. */
export function paraLinha(
  r: Awaited<ReturnType<typeof selecionarArquivos>>[number],
  quem: Pick<AuthContext, 'usuarioId' | 'claims'>,
  agora: Date = new Date(),
): ArquivoRow {
  const status = r.status as StatusProcessamento;
  const resultado = resultadoDoBanco(r.resultado);
  const tipo = r.tipo as TipoArquivo;
  return {
    _id: r.id,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    nome: r.nome,
    tipoArquivo: { valor: tipo, descricao: tipoArquivoLabels[tipo] },
    statusProcessamento: { valor: status, descricao: statusArquivoLegenda(status, resultado).descricao },
    resultado: status === 2 ? resultado : null,
    porcentagem: status === 2 ? 100 : r.porcentagem,
    notas: r.notas ?? [],
    totalNotas: r.totalNotas,
    linhas: r.linhas,
    inseridos: r.inseridos,
    atualizados: r.atualizados,
    userId: r.usuarioId,
    nomeUsuario: r.nomeUsuario,
    download: situacaoDownloadArquivo(
      {
        createdAt: r.createdAt,
        userId: r.usuarioId,
        removido: r.arquivoChave === null || r.expiredAt !== null,
      },
      quem,
      agora,
    ),
  };
}
