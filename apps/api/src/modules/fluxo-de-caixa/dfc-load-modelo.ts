import { fluxoDeCaixaMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ContaDaLinhaDfc, LinhaModeloDfc, TipoLinhaDfc } from '../../engine/dfc/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { emOrdemDeArvore } from '../dre/load-modelo-dre.ts';

/** A flow model as the engine reads it: its lines, flat, in tree order. */
export interface ModeloDfcCarregado {
  id: string;
  nome: string;
  linhas: LinhaModeloDfc[];
}

type Row = {
  modelo_id: string;
  modelo_nome: string;
  id: string | null;
  parent_id: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  tipo: TipoLinhaDfc;
  formula: string | null;
  sinal: number;
  contas: Array<ContaDaLinhaDfc & { marca: string }>;
};

/**
 * The cliente's active flow model (modelo_dfc) with its lines and, under each account line, its franchisor accounts
 * (by code; named with their marca when a line sums accounts of several marcas, as the DRE names them). Another
 * tenant's model, an inactive one or an unknown id: 404, the same answer for all. One statement.
 */
export async function loadModeloDfc(
  tx: DatabaseOrTransaction,
  clienteId: string,
  modeloId: string,
): Promise<ModeloDfcCarregado> {
  const { rows } = await tx.execute<Row>(sql`
    select md.id as modelo_id, md.nome as modelo_nome, l.id, l.parent_id, l.codigo, l.nome, l.ordem, l.tipo,
      l.formula, l.sinal,
      coalesce(json_agg(json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome, 'marca', m.nome)
        order by c.codigo, m.nome, c.id) filter (where c.id is not null), '[]'::json) as contas
    from modelo_dfc md
    left join linha_dfc l on l.cliente_id = md.cliente_id and l.modelo_id = md.id
    left join linha_dfc_conta lc on lc.cliente_id = l.cliente_id and lc.linha_id = l.id
    left join plano_contas_franqueador c on c.cliente_id = lc.cliente_id and c.id = lc.conta_franqueador_id
    left join marca m on m.cliente_id = c.cliente_id and m.id = c.marca_id
    where md.cliente_id = ${clienteId} and md.id = ${modeloId} and md.ativo
    group by md.id, md.nome, l.cliente_id, l.id`);
  const modelo = rows[0];
  if (!modelo) throw notFound(fluxoDeCaixaMessages.modeloNaoEncontrado);
  const linhas = rows.flatMap((r): LinhaModeloDfc[] =>
    r.id === null
      ? []
      : [
          {
            id: r.id,
            parentId: r.parent_id,
            codigo: r.codigo,
            nome: r.nome,
            ordem: r.ordem,
            tipo: r.tipo,
            formula: r.formula,
            sinal: r.sinal === -1 ? -1 : 1,
            contas: contasComMarca(r.contas),
          },
        ],
  );
  return { id: modelo.modelo_id, nome: modelo.modelo_nome, linhas: emOrdemDeArvore(linhas) };
}

function contasComMarca(contas: Array<ContaDaLinhaDfc & { marca: string }>): ContaDaLinhaDfc[] {
  const variasMarcas = new Set(contas.map((c) => c.marca)).size > 1;
  return contas.map(({ marca, ...c }) => (variasMarcas ? { ...c, nome: `${c.nome} (${marca})` } : c));
}
