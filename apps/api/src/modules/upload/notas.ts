import { and, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivoNota } from '../../db/schema/index.ts';

const inteiro = (n: number) => n.toLocaleString('pt-BR');
const quando = (d: Date) =>
  d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
/** A list of names for a note: at most `max`, then how many more. */
export function listaDeNomes(nomes: readonly string[], max = 20): string {
  const ordenados = [...new Set(nomes)].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const primeiros = ordenados.slice(0, max).join(', ');
  return ordenados.length > max ? `${primeiros} e mais ${inteiro(ordenados.length - max)}` : primeiros;
}

/** The notes of a file's processing (pt-BR): a row's problems, or the whole file's. */
export const notasMessages = {
  linha: (numero: number, problemas: readonly string[]) =>
    `Linha ${inteiro(numero)}: ${problemas.join('; ')}`,
  recusado: (linhas: number) =>
    linhas === 1
      ? 'Nada foi gravado: 1 linha tem problemas. Corrija-a e envie o arquivo de novo.'
      : `Nada foi gravado: ${inteiro(linhas)} linhas têm problemas. Corrija-as e envie o arquivo de novo.`,
  semLinhas: 'O arquivo não tem linhas de dados abaixo do cabeçalho. Nada foi gravado.',
  linhasDemais: (max: number) =>
    `O arquivo passa do limite de ${inteiro(max)} linhas de dados. Divida-o em arquivos menores. Nada foi gravado.`,
  colunasFaltando: (tipo: string, faltam: readonly string[]) =>
    `As colunas do arquivo não são as de '${tipo}': ${faltam.length === 1 ? 'falta a coluna' : 'faltam as colunas'} ${faltam
      .map((c) => `'${c}'`)
      .join(', ')}. Baixe o modelo deste tipo e use o cabeçalho dele na primeira linha.`,
  colunasDeOutroTipo: (tipo: string, outro: string) =>
    `As colunas do arquivo são as de '${outro}', não as de '${tipo}'. Escolha o tipo '${outro}' e envie o arquivo de novo.`,
  colunaRepetida: (titulo: string) => `A coluna '${titulo}' aparece mais de uma vez no cabeçalho.`,
  xlsxInvalido:
    'O arquivo não é uma planilha .xlsx válida: o pacote está corrompido ou não é do Excel. Nada foi gravado.',
  xlsxExpandido: (mb: number) =>
    `A planilha descompactada passa de ${inteiro(mb)} MB: o arquivo foi recusado. Divida-o em arquivos menores.`,
  celulaGrande: 'A planilha tem uma célula ou linha grande demais (mais de 1 MB de texto). Nada foi gravado.',
  csvLinhaGrande:
    'O arquivo tem uma linha grande demais (mais de 1 MB): confira o separador e as aspas. Nada foi gravado.',
  csvMalformado: (linha: number) =>
    `O CSV está malformado perto da linha ${inteiro(linha)} (aspas sem fechamento ou fora do lugar). Nada foi gravado.`,
  codificacaoMista:
    'O arquivo mistura codificações de texto (UTF-8 e Latin-1): salve-o de novo como UTF-8. Nada foi gravado.',
  semPlanilha: 'A pasta de trabalho não tem planilhas. Nada foi gravado.',
  foraDoEscopo: (empresas: readonly string[]) =>
    `O arquivo tem dados de empresas fora do seu acesso: ${listaDeNomes(empresas)}. Nada foi gravado.`,
  centrosForaDoEscopo: (centros: readonly string[]) =>
    `O arquivo tem dados de centros de custo fora do seu acesso: ${listaDeNomes(centros)}. Nada foi gravado.`,
  marcasForaDoEscopo: (marcas: readonly string[]) =>
    `O arquivo tem preços de marcas fora do seu acesso: ${listaDeNomes(marcas)}. Nada foi gravado.`,
  jaProcessado: (nome: string, em: Date) =>
    `Ignorado: o mesmo conteúdo, do mesmo tipo, já foi enviado em ${quando(em)} (${nome}). Nada foi gravado de novo.`,
  usuarioInativo: 'O usuário que enviou o arquivo foi removido ou desativado. Nada foi gravado.',
  falha: 'Não foi possível processar o arquivo. Envie-o de novo; se o erro continuar, fale com o suporte.',
  interrompido: 'O processamento do arquivo foi interrompido. Envie-o de novo.',
  arquivoAusente: 'O arquivo original não está mais no armazenamento. Envie-o de novo.',
} as const;

export const notaJaProcessado = notasMessages.jaProcessado;

const LOTE = 1_000;

/**
 * The notes of one run of a file, written in batches as they come (never all in memory: a million bad rows give a
 * million notes), each in its own short transaction — they are kept when the data transaction is rolled back. Notes
 * about the whole file (`resumo`, a few) are listed before the rows' (they take the negative positions, written by
 * `concluir`). A run that starts again first clears them (`limpar`).
 */
export class Notas {
  private pendentes: { linha: number | null; texto: string }[] = [];
  private resumos: string[] = [];
  private linhas = 0;

  constructor(
    private readonly db: Database,
    private readonly clienteId: string,
    private readonly arquivoId: string,
  ) {}

  async limpar(): Promise<void> {
    await withTenant(this.db, this.clienteId, (tx) =>
      tx
        .delete(arquivoNota)
        .where(and(eq(arquivoNota.clienteId, this.clienteId), eq(arquivoNota.arquivoId, this.arquivoId))),
    );
    this.pendentes = [];
    this.resumos = [];
    this.linhas = 0;
  }

  /** Notes written or waiting, of rows and of the whole file. */
  get total(): number {
    return this.linhas + this.pendentes.length + this.resumos.length;
  }

  /** Rows with a note so far. */
  get linhasComNota(): number {
    return this.linhas + this.pendentes.length;
  }

  resumo(texto: string): void {
    this.resumos.push(texto);
  }

  /** Writes what is waiting, the whole-file notes included; answers the total. */
  async concluir(): Promise<number> {
    await this.gravar();
    const resumos = this.resumos.map((texto, i) => ({ ordem: i - this.resumos.length, linha: null, texto }));
    if (resumos.length > 0) await this.inserir(resumos);
    return this.total;
  }

  async add(linha: number | null, texto: string): Promise<void> {
    this.pendentes.push({ linha, texto });
    if (this.pendentes.length >= LOTE) await this.gravar();
  }

  async gravar(): Promise<void> {
    if (this.pendentes.length === 0) return;
    const lote = this.pendentes;
    const inicio = this.linhas;
    await this.inserir(lote.map((n, i) => ({ ...n, ordem: inicio + i + 1 })));
    this.pendentes = [];
    this.linhas += lote.length;
  }

  private async inserir(notas: { ordem: number; linha: number | null; texto: string }[]): Promise<void> {
    await withTenant(this.db, this.clienteId, (tx) =>
      tx
        .insert(arquivoNota)
        .values(notas.map((n) => ({ clienteId: this.clienteId, arquivoId: this.arquivoId, ...n }))),
    );
  }
}
