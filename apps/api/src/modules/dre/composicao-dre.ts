import type { ComposicaoDre } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { analisarFormula, codigosDaFormula } from '../../engine/dre/formula.ts';
import { cellToJson, type Cell } from '../../engine/matrix.ts';
import { calcularLinhasDaCelula } from './calcular-celula-dre.ts';
import type { CelulaDre } from './resolve-celula-dre.ts';

/** A cell in the detail: money in reais, a ratio as its number, no data or an error as null. */
const valorDaCelula = (cell: Cell | undefined): number | null => {
  const json = cellToJson(cell ?? null);
  return typeof json === 'number' ? json : null;
};

/**
 * How a total or formula line's cell is made (issue 10 §2: 'total and formula lines say how they are made'): the
 * child lines it sums, or the lines its formula names (in the formula's order), each with its value in the same
 * cell, computed as the search computes them.
 */
export async function getComposicaoDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
): Promise<ComposicaoDre> {
  const { linha, modelo } = cel;
  const calculo = await calcularLinhasDaCelula(tx, clienteId, cel, { porEmpresa: false });
  const comValor = (l: (typeof modelo.linhas)[number]) => ({
    linhaId: l.id,
    codigo: l.codigo,
    nome: l.nome,
    valor: valorDaCelula(calculo.consolidado.get(l.id)),
  });
  if (linha.tipo === 'formula') {
    const analisada = analisarFormula(linha.formula);
    const codigos = analisada.ok ? codigosDaFormula(analisada.expressao) : [];
    return {
      tipo: 'formula',
      descricao: analisada.ok ? `${linha.codigo} = ${linha.formula ?? ''}` : analisada.mensagem,
      formula: linha.formula,
      linhas: codigos.flatMap((codigo) => {
        const l = modelo.linhas.find((x) => x.codigo === codigo);
        return l ? [comValor(l)] : [];
      }),
    };
  }
  return {
    tipo: 'total',
    descricao: 'Soma das linhas abaixo',
    formula: null,
    linhas: modelo.linhas.filter((l) => l.parentId === linha.id).map(comValor),
  };
}
