import { errorMessages } from './errors.ts';

/**
 * Valores Manuais (spec 001 §2.1, §3, §4, §8, §9; issue 11 §2): the constants, messages and the exact reading of a
 * value in reais, without zod (the screen's cell and the server's spreadsheet reader share it). The schemas are in
 * valores-manuais.ts.
 */

/** Import option of the upload (spec 001 §2.1): 1 keeps the values already typed, 2 overwrites them. */
export const OPCAO_IMPORTACAO_VALOR_MANUAL = { preservar: 1, sobrescrever: 2 } as const;
export type OpcaoImportacaoValorManual =
  (typeof OPCAO_IMPORTACAO_VALOR_MANUAL)[keyof typeof OPCAO_IMPORTACAO_VALOR_MANUAL];
export const opcoesImportacaoValorManual: readonly { value: OpcaoImportacaoValorManual; label: string }[] = [
  { value: 1, label: 'Preservar os valores existentes' },
  { value: 2, label: 'Sobrescrever os valores existentes' },
];

/**
 * What the tab edits (issue 11 §3): 'realizado' the actual manual values (valor_manual_dre, manual lines only),
 * 'orcado' the budget (valor_orcado_dre, any account, manual, CMV or PDV line of the model: every line with a value
 * of its own, so a finance team budgets its CMV too; totals and formulas are computed from them).
 */
export const TIPOS_VALOR_MANUAL = ['realizado', 'orcado'] as const;
export type TipoValorManual = (typeof TIPOS_VALOR_MANUAL)[number];
export const rotulosTipoValorManual: Record<TipoValorManual, string> = {
  realizado: 'Realizado',
  orcado: 'Orçado',
};
/** The line types that take a value of each kind. */
export const tiposDeLinhaPorTipoValor: Record<TipoValorManual, readonly string[]> = {
  realizado: ['manual'],
  orcado: ['conta', 'manual', 'cmv', 'pdv'],
};

/** The cell's 'Valor atualizado' indicator stays 1 second; the save message 4 seconds (spec 001 §9). */
export const VALOR_MANUAL_INDICADOR_MS = 1_000;
export const VALOR_MANUAL_MENSAGEM_S = 4;

/** The largest spreadsheet the upload reads (a grupo's stores fit in a few kB). */
export const VALORES_MANUAIS_MAX_BYTES = 1_048_576;
/** The most rows the upload reads after the header (one per store of a grupo). */
export const VALORES_MANUAIS_MAX_LINHAS = 5_000;
/** The largest value taken, in centavos: R$ 999.999.999.999,99 (exact as a JSON number of reais). */
export const VALOR_MANUAL_MAXIMO_CENTAVOS = 99_999_999_999_999n;

/** The columns of the template, which the upload looks for in its header row (CNPJ and Valor required). */
export const valoresManuaisColunas = {
  cnpj: 'CNPJ',
  codigoLoja: 'Código da loja',
  empresa: 'Empresa',
  grupo: 'Grupo',
  valor: 'Valor',
} as const;

/** The header block's labels of the template, checked by the upload when present. */
export const valoresManuaisRotulos = {
  modelo: 'Modelo de DRE',
  linha: 'Linha da DRE',
  competencia: 'Competência',
  grupo: 'Grupo',
  centroDeCusto: 'Centro de custo',
  tipo: 'Valores',
  centroPadrao: 'Centro de custo padrão de cada empresa',
  lojaInteira: 'Empresa inteira (sem centro de custo)',
} as const;

export const valoresManuaisMessages = {
  // spec 001 §2.1, §8, verbatim
  abaTitulo: 'Valores Manuais',
  vazio: 'Nada encontrado !',
  requisicaoFalhou: 'Ocorreu algum problema com a requisição !',
  salvo: 'Registro salvo com sucesso.',
  valorAtualizado: 'Valor atualizado',
  errosNoArquivo: 'Existem alguns erros em seu arquivo',
  required: errorMessages.required,
  semPermissoes: errorMessages.forbidden,
  // ours (the spec is silent)
  filtrosTitulo: 'Selecione as opções de pesquisa.',
  resultadoTitulo: 'Valores pesquisados.',
  linhaNaoManual: 'Escolha uma linha manual do modelo de DRE escolhido.',
  linhaNaoOrcavel: 'Escolha uma linha de conta, manual, de CMV ou de PDV do modelo de DRE escolhido.',
  tipoInvalido: 'Tipo de valor inválido: use realizado ou orcado.',
  linhaNaoEncontrada: 'Linha da DRE não encontrada',
  modeloNaoEncontrado: 'Modelo de DRE não encontrado',
  grupoNaoEncontrado: 'Grupo não encontrado',
  empresaNaoEncontrada: 'Empresa não encontrada',
  empresaForaDoGrupo: 'Escolha apenas empresas do grupo escolhido.',
  semCentroPadrao: 'A empresa não tem centro de custo padrão.',
  centroPadraoInativo: (centro: string) =>
    `O centro de custo padrão da empresa (${centro}) está inativo: ative-o no cadastro para informar valores.`,
  restritoPorCentro:
    'Sua regra de acesso limita os centros de custo: marque "Usar centro de custo padrão" para informar valores.',
  valorInvalido: 'Valor inválido: use um número como 1.234,56.',
  casasDecimais: 'O valor aceita no máximo 2 casas decimais.',
  valorForaDoLimite: 'O valor passa do limite de R$ 999.999.999.999,99.',
  opcaoInvalida: 'Opção de importação inválida: use 1 (preservar) ou 2 (sobrescrever).',
  // the upload
  arquivoAusente: 'Envie a planilha (.xlsx) no campo "file".',
  arquivoGrande: 'A planilha passa de 1 MB.',
  arquivoInvalido: 'O arquivo não é uma planilha do Excel (.xlsx) válida.',
  arquivoExpandido: 'A planilha é grande demais depois de descompactada.',
  arquivoSemCabecalho:
    'Cabeçalho não encontrado: a planilha precisa das colunas "CNPJ" e "Valor" (baixe o modelo).',
  arquivoLinhasDemais: 'A planilha passa de 5.000 linhas (uma por empresa do grupo).',
  arquivoDeOutroFiltro: (rotulo: string, arquivo: string, esperado: string) =>
    `A planilha é de outro filtro: ${rotulo} "${arquivo}", e o escolhido é "${esperado}". Baixe o modelo do filtro escolhido.`,
  importado: (inseridos: number, registros: number) =>
    `${inseridos} de ${registros} ${registros === 1 ? 'registro gravado' : 'registros gravados'}.`,
  // the notes of the upload, one per problem of a row
  nota: (linha: number, problema: string) => `Linha ${linha}: ${problema}`,
  notaSemCnpj: 'CNPJ não informado.',
  notaEmpresaDesconhecida: (cnpj: string) =>
    `a empresa de CNPJ ${cnpj} não está entre as empresas do filtro (grupo, marcas e empresas escolhidos).`,
  notaCnpjAmbiguo: (cnpj: string) => `há mais de uma empresa com o CNPJ ${cnpj}: informe o código da loja.`,
  notaCodigoDiferente: (codigo: string, cnpj: string) =>
    `o código da loja ${codigo} não é o da empresa de CNPJ ${cnpj}.`,
  notaRepetida: (linhas: readonly number[]) =>
    `a empresa aparece mais de uma vez na planilha (linhas ${linhas.join(', ')}).`,
  notaFormula: 'o valor é uma fórmula: digite o número (fórmulas não são aceitas).',
  /** the result modal, when the file had notes and nothing was written (all or nothing) */
  nadaGravado:
    'Nada foi gravado: corrija a planilha, ou marque "Gravar as linhas válidas mesmo com erros", e envie de novo.',
  inserirValidos: 'Gravar as linhas válidas mesmo com erros',
  /** the upload with 'preservar', when rows were skipped because their store already had a value */
  preservados: 'Os valores que já existiam foram mantidos (opção preservar).',
} as const;

// ---------- reais → centavos, exactly ----------

export type LeituraValor = { centavos: bigint } | { erro: string };

function dePartes(negativo: boolean, inteiros: string, decimais: string): LeituraValor {
  // zeros after the second decimal change nothing ('1,500' is 1,50)
  const casas = decimais.length > 2 ? decimais.replace(/0+$/, '') : decimais;
  if (casas.length > 2) return { erro: valoresManuaisMessages.casasDecimais };
  const centavos = BigInt(inteiros) * 100n + BigInt(casas.padEnd(2, '0'));
  if (centavos > VALOR_MANUAL_MAXIMO_CENTAVOS) return { erro: valoresManuaisMessages.valorForaDoLimite };
  return { centavos: negativo ? -centavos : centavos };
}

/**
 * A number of reais (a JSON number, an Excel number cell) as exact centavos: read from its shortest decimal text
 * (what was typed: 12.34 is '12.34', never 12.3399…), so a value with more than 2 decimals is refused, not rounded.
 */
export function centavosDeNumero(valor: number): LeituraValor {
  if (!Number.isFinite(valor)) return { erro: valoresManuaisMessages.valorInvalido };
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(valor));
  if (!m) {
    // exponent notation: tiny fractions, or numbers beyond the limit
    return {
      erro:
        Math.abs(valor) < 1 ? valoresManuaisMessages.casasDecimais : valoresManuaisMessages.valorForaDoLimite,
    };
  }
  return dePartes(m[1] === '-', m[2] ?? '0', m[3] ?? '');
}

const TEXTO_PT_BR = /^(-)?\s*(?:R\$\s*)?(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/i;

/**
 * A value typed in pt-BR ('1.234,56', '-1234,5', 'R$ 1.234,56', '(1.234,56)' for a negative) as exact centavos.
 * The dot only groups thousands; a text in any other form (a formula '=1+1', '12.5') is refused with the format.
 * Blank: null (no value).
 */
export function centavosDeTexto(texto: string): LeituraValor | null {
  let t = texto.replace(/[\s\u00a0]+/g, ' ').trim();
  if (t === '') return null;
  let negativo = false;
  const parenteses = /^\((.*)\)$/.exec(t);
  if (parenteses) {
    negativo = true;
    t = (parenteses[1] ?? '').trim();
  }
  const m = TEXTO_PT_BR.exec(t);
  if (!m || (m[1] && m[2]) || (negativo && (m[1] || m[2])))
    return { erro: valoresManuaisMessages.valorInvalido };
  return dePartes(negativo || Boolean(m[1] ?? m[2]), (m[3] ?? '0').replace(/\./g, ''), m[4] ?? '');
}

/** Centavos as the JSON number of reais (exact: built from the decimal text, never divided as a float). */
export function reaisDeCentavos(centavos: bigint): number {
  const negativo = centavos < 0n;
  const abs = negativo ? -centavos : centavos;
  return Number(`${negativo ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}

/** A value in reais as the cell's input shows it: '1234,56' (no thousands, comma decimal); '' for none. */
export function textoDoValor(reais: number | null): string {
  if (reais === null) return '';
  const leitura = centavosDeNumero(reais);
  if ('erro' in leitura) return String(reais);
  const c = leitura.centavos;
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n},${String(abs % 100n).padStart(2, '0')}`;
}
