import { withTenant, type Database } from '../db/index.ts';
import type { FatoDre, SelecaoDre } from '../engine/dre/types.ts';
import { lerFatosDre } from '../modules/dre/read-fatos-dre.ts';
import { median, timed } from './bench-de-para.ts';
import type { ContextoDre, DreBenchResult } from './bench-dre-contexto.ts';

/**
 * The check of DESIGN.md §5 that both read paths of the DRE give the same facts: the franchisor-account rollup
 * (`lancamento_mensal_franqueador`, what the DRE reads when no cost centre is asked) against the franchisee-account
 * monthly rollup mapped through the approved De-Para as it is read (`lancamento_mensal`, the safe source). The
 * reader picks its path from the grain, so the second is forced by asking for the cost-centre grain; its facts are
 * then summed over the cost centres before both are compared per franchisor account and month.
 */

type Soma = Map<string, { valor: bigint; quantidade: number }>;

function somar(fatos: readonly FatoDre[]): Soma {
  const soma: Soma = new Map();
  for (const f of fatos) {
    const k = `${f.contaFranqueadorId ?? ''}|${f.mes}`;
    const s = soma.get(k) ?? { valor: 0n, quantidade: 0 };
    soma.set(k, { valor: s.valor + f.valor, quantidade: s.quantidade + f.quantidade });
  }
  return soma;
}

const iguais = (a: Soma, b: Soma) =>
  a.size === b.size &&
  [...a].every(([k, x]) => {
    const y = b.get(k);
    return y !== undefined && y.valor === x.valor && y.quantidade === x.quantidade;
  });

export async function compararViasDeLeitura(
  db: Database,
  ctx: ContextoDre,
  runs: number,
  log: (line: string) => void,
): Promise<DreBenchResult> {
  const selecao: SelecaoDre = {
    filtro: 'A',
    empresaIds: ctx.lojas,
    centroDeCustoIds: null,
    inicio: ctx.inicio,
    fim: ctx.fim,
    status: 0,
  };
  const ler = (porCentroDeCusto: boolean) => () =>
    withTenant(db, ctx.clienteId, (tx) =>
      lerFatosDre(tx, {
        clienteId: ctx.clienteId,
        regime: 1,
        selecoes: [selecao],
        grao: { porEmpresa: false, porCentroDeCusto },
      }),
    );
  const rollup: number[] = [];
  const mensal: number[] = [];
  let same = true;
  for (let i = 0; i < runs; i++) {
    const a = await timed(ler(false));
    const b = await timed(ler(true));
    rollup.push(a.ms);
    mensal.push(b.ms);
    if (i === 0) same = iguais(somar(a.value), somar(b.value));
  }
  const nome = 'DRE: as duas vias de leitura (rede toda × 12 meses, fatos por conta do franqueador × mês)';
  const [x, y] = [median(rollup), median(mensal)];
  log(nome);
  log(
    `  rollup por conta do franqueador ${x.toFixed(1)} ms | lancamento_mensal + De-Para aprovado (grão com centro de ` +
      `custo, somado) ${y.toFixed(1)} ms | razão ${(x / y).toFixed(3)} | resultados ${same ? 'iguais' : 'DIFERENTES'}`,
  );
  return { nome, api: x, sql: y, duck: null, same };
}
