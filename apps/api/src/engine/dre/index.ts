/** The DRE engine (issue 10): pure, fed by the read path in modules/dre. */
export * from './types.ts';
export { computeDre, variacaoCells, type EntradaDre, type ResultadoDre } from './compute-dre.ts';
export {
  filtrosDoLayout,
  graoParaLayout,
  mesesDoPeriodo,
  modoDoLayout,
  rotuloDoMes,
  type ItemDoLayoutDre,
  type LayoutDre,
  type ModoDre,
  type PeriodoDre,
} from './layout.ts';
export { somarNaoMapeados } from './indice.ts';
export { linhasEmArvore, type NoDeLinha } from './linhas.ts';
export { analisarFormula, codigosDaFormula, type Expressao, type FormulaAnalisada } from './formula.ts';
