import type { ColunaDreJson, DreResultado, MatrizLinhaJson } from '@matriz/contracts';
import { formatCentavos } from '../lib/money.ts';
import type { LinhaBaseDre } from './bench-dre-sql.ts';

/**
 * How the DRE cases of the bench check that the API and the baselines agree: the account lines of the model and
 * the franchisor accounts under them, per value column, in exact centavos. Rows are keyed `linha|conta` (`linha|`
 * for the line itself), columns by what they read: the month ('YYYY-MM-01'), the store's id, or the média.
 */

/** row key → column key → centavos */
export type ValoresDre = Map<string, Map<string, bigint>>;

const chave = (linha: string, conta: string | null) => `${linha}|${conta ?? ''}`;
const MEDIA = 'média';

function acumular(valores: ValoresDre, linha: string, coluna: string, centavos: bigint, somar: boolean) {
  const porColuna = valores.get(linha) ?? new Map<string, bigint>();
  valores.set(linha, porColuna);
  porColuna.set(coluna, (somar ? (porColuna.get(coluna) ?? 0n) : 0n) + centavos);
}

/** The value columns of the answer and what each reads: the store in the store view, else the month; the média. */
function colunasDeValor(r: DreResultado): { key: string; base: string }[] {
  const base = (c: ColunaDreJson) => (c.tipo === 'media' ? MEDIA : (c.empresaId ?? c.mes));
  return r.colunas
    .filter((c) => (c.tipo === 'valor' || c.tipo === 'media') && c.filtro === 'A' && c.centroDeCusto === null)
    .flatMap((c) => {
      const b = base(c);
      return b === null ? [] : [{ key: c.key, base: b }];
    });
}

/** Reais as the API sends them (2 decimals, exact from the centavos) back to centavos; never summed as floats. */
const centavos = (reais: number): bigint => BigInt(Math.round(reais * 100));
/** A cell the engine could not compute: no baseline value is this, so it is always a difference. */
const CELULA_COM_ERRO = -(2n ** 80n);

/**
 * The account lines' cells of the answer. A cell without data (null) is left out, as the baselines have no row
 * for it; a cell that could not be computed is kept as an impossible value, so it never matches.
 */
export function valoresDaApi(r: DreResultado): ValoresDre {
  const colunas = colunasDeValor(r);
  const valores: ValoresDre = new Map();
  const visitar = (rows: readonly MatrizLinhaJson[]) => {
    for (const row of rows) {
      const ref = r.referencias[row.id];
      if (ref?.tipo === 'conta') {
        for (const c of colunas) {
          const cell = row.cells[c.key];
          if (cell === null || cell === undefined) continue;
          const v = typeof cell === 'number' ? centavos(cell) : CELULA_COM_ERRO;
          acumular(valores, chave(ref.linhaId, ref.contaFranqueadorId), c.base, v, false);
        }
      }
      visitar(row.children);
    }
  };
  visitar(r.matriz.rows);
  return valores;
}

/** Rounded half away from zero, to the centavo (the take-average column's rule). */
function dividir(num: bigint, den: bigint): bigint {
  const q = num / den;
  const resto = num % den;
  if (2n * (resto < 0n ? -resto : resto) < den) return q;
  return num < 0n ? q - 1n : q + 1n;
}

/**
 * The baseline's rows (per account line × franchisor account × column), and each line as the sum of its
 * accounts. `media`: also the take-average column of a store view — each account's sum over the stores with
 * entries ÷ their number, rounded to the centavo, and each line the sum of its accounts' averages (the average
 * store's DRE adds up). The engine counts a store with any entry or extra value; the baseline sees only the
 * model's accounts, the same stores on the bench networks (every store has sales every month).
 */
export function valoresDaBase(linhas: readonly LinhaBaseDre[], opcoes: { media: boolean }): ValoresDre {
  const valores: ValoresDre = new Map();
  for (const l of linhas) {
    const v = BigInt(l.valor);
    acumular(valores, chave(l.linha, l.conta), l.coluna, v, true);
    acumular(valores, chave(l.linha, null), l.coluna, v, true);
  }
  if (!opcoes.media) return valores;
  const lojas = BigInt(new Set(linhas.map((l) => l.coluna)).size);
  if (lojas === 0n) return valores;
  const somas = new Map<string, { linha: string; soma: bigint }>();
  for (const l of linhas) {
    const k = chave(l.linha, l.conta);
    somas.set(k, { linha: l.linha, soma: (somas.get(k)?.soma ?? 0n) + BigInt(l.valor) });
  }
  for (const [k, { linha, soma }] of somas) {
    const media = dividir(soma, lojas);
    acumular(valores, k, MEDIA, media, true);
    acumular(valores, chave(linha, null), MEDIA, media, true);
  }
  return valores;
}

/** Whether both give the same cells; the first differences are told to `log`, to see what went wrong. */
export function mesmosValores(
  a: ValoresDre,
  b: ValoresDre,
  log: (line: string) => void,
  nome: string,
): boolean {
  const diferencas: string[] = [];
  let celulas = 0;
  for (const linha of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(linha) ?? new Map<string, bigint>();
    const y = b.get(linha) ?? new Map<string, bigint>();
    for (const coluna of new Set([...x.keys(), ...y.keys()])) {
      celulas++;
      const vx = x.get(coluna);
      const vy = y.get(coluna);
      if (vx === vy) continue;
      const fmt = (v: bigint | undefined) => (v === undefined ? 'sem dados' : formatCentavos(v));
      diferencas.push(`${linha} × ${coluna}: API ${fmt(vx)}, ${nome} ${fmt(vy)}`);
    }
  }
  if (celulas === 0) diferencas.push('nenhuma célula de linha de conta nas duas respostas');
  for (const d of diferencas.slice(0, 3)) log(`    diferença: ${d}`);
  if (diferencas.length > 3) log(`    … e mais ${diferencas.length - 3} diferenças`);
  return diferencas.length === 0;
}
