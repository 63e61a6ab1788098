import { TIPO_ARQUIVO, type TipoArquivo } from '@matriz/contracts';
import { ProcessadorCatalogo } from './catalogo.ts';
import { ProcessadorAjustes, ProcessadorEntradas, ProcessadorPosicoes } from './estoque.ts';
import { ProcessadorLancamentos } from './lancamentos.ts';
import type { ContextoTipo, Processador } from './processador.ts';
import { ProcessadorUsuarios } from './usuarios.ts';

/** The processor of a file type (what the rows become and how they are written). */
export async function criarProcessador(tipo: TipoArquivo, ctx: ContextoTipo): Promise<Processador<unknown>> {
  switch (tipo) {
    case TIPO_ARQUIVO.ProcessamentoDeDados:
      return ProcessadorLancamentos.criar(ctx);
    case TIPO_ARQUIVO.EntradaDeEstoque:
      return ProcessadorEntradas.criar(ctx);
    case TIPO_ARQUIVO.PosicaoDeEstoqueInicial:
      return ProcessadorPosicoes.criar(ctx, 'inicial');
    case TIPO_ARQUIVO.PosicaoDeEstoqueFinal:
      return ProcessadorPosicoes.criar(ctx, 'final');
    case TIPO_ARQUIVO.CatalogoDePrecos:
      return ProcessadorCatalogo.criar(ctx);
    case TIPO_ARQUIVO.AjusteDeEstoque:
      return ProcessadorAjustes.criar(ctx);
    case TIPO_ARQUIVO.CadastroDeUsuariosEmLote:
      return ProcessadorUsuarios.criar(ctx);
  }
}
