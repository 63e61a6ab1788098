import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from '../de-para/de-para.fixtures.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';
import { reconstruirRollupDre } from './remapear-rollup-dre.ts';

type Loja = 'aM1' | 'aM1b' | 'aM2' | 'bM1';
const LOJAS: readonly { loja: Loja; grupo: 'a' | 'b' }[] = [
  { loja: 'aM1', grupo: 'a' },
  { loja: 'aM1b', grupo: 'a' },
  { loja: 'aM2', grupo: 'a' },
  { loja: 'bM1', grupo: 'b' },
];

/**
 * The De-Para tests' network (de-para.fixtures.ts: marcas M1, M2; grupo A with a store in each, grupo B with one in
 * M1; a franchisor chart per marca, a franchisee chart per grupo) with, for the DRE:
 * - a second store of grupo A in M1 (`lojas.aM1b`), so a selection can hold a grupo's marca in part;
 * - two cost centres per store;
 * - mappings of every kind the rollup must tell apart: approved to an account (A/M1 c0 → 1.01, c2 → 2.01; A/M2 c0
 *   and c1 both → 1.01, so two accounts share a franchisor row; B/M1 c1 → 1.02), approved with a justification
 *   only (A/M1 c3), in review (A/M1 c1 → 1.02, B/M1 c0 → 1.01), pending with an account chosen (A/M2 c2 → 2.01),
 *   and the franqueador view's approved justification of B/M1's 2.01 (no franchisee account: maps nothing);
 * - a ledger (ledgerDre) on every store and account, January to June 2026, open and settled, with and without a
 *   cost centre, paid the month after, ingested after the mappings.
 * The fixture's own 12-month ledger of A/M1 was ingested before the mappings existed: the rollup is rebuilt once
 * the mappings are in (what a repair does), then the DRE ledger goes through ingestion.
 */
export interface RedeDre extends DeParaRede {
  /** The fixture's stores and the second store of A in M1. */
  lojas: Record<Loja, string>;
  centros: Record<Loja, [string, string]>;
}

export async function criarRedeDre(ownerDb: Database): Promise<RedeDre> {
  const base = await createDeParaRede(ownerDb, { hoje: '2026-06-01' });
  const par = () => [uuidv7(), uuidv7()] as [string, string];
  const rede: RedeDre = {
    ...base,
    lojas: { ...base.empresas, aM1b: uuidv7() },
    centros: { aM1: par(), aM1b: par(), aM2: par(), bM1: par() },
  };
  const { clienteId, grupos, marcas, franqueado: fo, franqueador: fr } = rede;
  await withTenant(ownerDb, clienteId, async (tx) => {
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
      values (${clienteId}, ${rede.lojas.aM1b}, ${grupos.a}, ${marcas.m1}, '00000000000400', 'Loja 4 Ltda')`);
    for (const { loja } of LOJAS)
      for (const [i, id] of rede.centros[loja].entries())
        await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome)
          values (${clienteId}, ${id}, ${rede.lojas[loja]}, ${`CC${i}`}, ${`Centro ${i} ${loja}`})`);
    const mapa = [
      [grupos.a, marcas.m1, fo.a[0], fr.m1.r1, 'aprovado', null],
      [grupos.a, marcas.m1, fo.a[1], fr.m1.r2, 'revisao', null],
      [grupos.a, marcas.m1, fo.a[2], fr.m1.d1, 'aprovado', null],
      [grupos.a, marcas.m1, fo.a[3], null, 'aprovado', 'Sem correspondente'],
      [grupos.a, marcas.m2, fo.a[0], fr.m2.r1, 'aprovado', null],
      [grupos.a, marcas.m2, fo.a[1], fr.m2.r1, 'aprovado', null],
      [grupos.a, marcas.m2, fo.a[2], fr.m2.d1, 'pendente', null],
      [grupos.b, marcas.m1, fo.b[0], fr.m1.r1, 'revisao', null],
      [grupos.b, marcas.m1, fo.b[1], fr.m1.r2, 'aprovado', null],
      [grupos.b, marcas.m1, null, fr.m1.d1, 'aprovado', 'O grupo não tem conta de aluguel'],
    ] as const;
    for (const [grupo, marca, de, para, status, justificativa] of mapa)
      await tx.execute(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
          conta_franqueador_id, status, justificativa)
        values (${clienteId}, ${uuidv7()}, ${grupo}, ${marca}, ${de}, ${para}, ${status}, ${justificativa})`);
  });
  await reconstruirRollupDre(ownerDb, clienteId);
  await withTenant(ownerDb, clienteId, (tx) =>
    ingestLancamentos(tx, clienteId, ledgerDre(rede), { origem: 'dre-teste' }),
  );
  return rede;
}

const mesIso = (m: number, dia: number) =>
  `${2026 + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** Three entries per store, account and month (January–June 2026): revenue on c0/c1, costs on c2/c3. */
export function ledgerDre(rede: RedeDre, prefixo = 'dre'): LancamentoInput[] {
  const linhas: LancamentoInput[] = [];
  for (const [s, { loja, grupo }] of LOJAS.entries())
    for (const [c, contaId] of rede.franqueado[grupo].entries())
      for (let m = 1; m <= 6; m++)
        for (let k = 0; k < 3; k++) {
          const aberto = (s + c + m + k) % 4 === 0;
          const valor = BigInt((c < 2 ? 1 : -1) * (10_000 * (c + 1) + 1_000 * m + 100 * k + s + 1));
          linhas.push({
            idExterno: `${prefixo}-${loja}-${c}-${m}-${k}`,
            empresaId: rede.lojas[loja],
            grupoId: rede.grupos[grupo],
            centroDeCustoId: k === 2 ? null : rede.centros[loja][k]!,
            contaId,
            dataCompetencia: mesIso(m, 10 + k),
            dataVencimento: mesIso(m + 1, 10),
            dataPagamento: aberto ? null : mesIso(m + 1, 5),
            status: aberto ? 'aberto' : 'liquidado',
            valor,
            fornecedor: null,
            historico: 'Lançamento do DRE',
            observacao: null,
            documento: null,
            meioDePagamento: null,
            contaBancariaId: null,
            parcelaAprovada: true,
            previsao: false,
            transferencia: false,
            boletoAReceber: false,
            caixaAberto: false,
          });
        }
  return linhas;
}

type Linha = Record<string, string | number | null>;

const normalizar = (rows: Linha[]) =>
  rows
    .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])))
    .sort();

/** The ledger mapped through the approved De-Para, per `chave` (store, or grupo and marca), as this test sees it. */
const doLivroSql = (clienteId: string, chave: string) => sql`
  select ${sql.raw(chave)}, d.conta_franqueador_id,
    case when d.conta_franqueador_id is null then l.conta_franqueado_id end as conta_franqueado_id,
    x.regime, x.mes, l.status, sum(l.valor) as valor, count(*)::int as quantidade
  from lancamento l
  cross join lateral (values
    (1, date_trunc('month', l.data_competencia)::date),
    (2, date_trunc('month', coalesce(l.data_pagamento, l.data_vencimento))::date)) x(regime, mes)
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  left join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
    and d.conta_franqueador_id is not null
  where l.cliente_id = ${clienteId}
  group by ${sql.raw(Array.from({ length: 5 + chave.split(',').length }, (_, i) => i + 1).join(', '))}`;

/**
 * The DRE rollups (per store, and per grupo and marca) as stored, and as computed here straight from the ledger
 * (`lancamento`, not the monthly rollup they are built from) and the approved De-Para: what they must always equal.
 */
export async function rollupDre(db: DatabaseOrTransaction, clienteId: string) {
  return withTenant(db, clienteId, async (tx) => {
    const colunas = sql.raw(
      'conta_franqueador_id, conta_franqueado_id, regime, mes, status, valor, quantidade',
    );
    const loja = await tx.execute<Linha>(
      sql`select empresa_id, ${colunas} from lancamento_mensal_franqueador where cliente_id = ${clienteId}`,
    );
    const grupo = await tx.execute<Linha>(
      sql`select grupo_id, marca_id, ${colunas} from lancamento_mensal_franqueador_grupo where cliente_id = ${clienteId}`,
    );
    const lojaLivro = await tx.execute<Linha>(doLivroSql(clienteId, 'e.id as empresa_id'));
    const grupoLivro = await tx.execute<Linha>(doLivroSql(clienteId, 'e.grupo_id, e.marca_id'));
    return {
      guardado: [...normalizar(loja.rows), '--', ...normalizar(grupo.rows)],
      calculado: [...normalizar(lojaLivro.rows), '--', ...normalizar(grupoLivro.rows)],
    };
  });
}
