import { schema, type Transaction } from '../db/index.ts';
import type { ClienteGerado } from './generate.ts';
import { inserir } from './load-util.ts';
import type { IsoDate, ModeloGerado } from './types.ts';

async function loadDre(tx: Transaction, clienteId: string, m: ModeloGerado): Promise<void> {
  await tx.insert(schema.modeloDre).values({ clienteId, id: m.id, nome: m.nome, padrao: m.padrao });
  await inserir(
    tx,
    schema.linhaDre,
    m.linhas.map((l) => ({
      clienteId,
      id: l.id,
      modeloId: m.id,
      parentId: l.paiId,
      codigo: l.codigo,
      nome: l.descricao,
      ordem: l.ordem,
      tipo: l.tipo,
      formula: l.formula,
      tipoDeValorDePdv: l.tipoDeValorDePdv === null ? null : String(l.tipoDeValorDePdv),
      isBase: l.base,
    })),
  );
  await inserir(
    tx,
    schema.linhaDreConta,
    m.linhas.flatMap((l) =>
      l.contaIds.map((contaFranqueadorId) => ({ clienteId, linhaId: l.id, contaFranqueadorId })),
    ),
  );
}

async function loadDfc(tx: Transaction, clienteId: string, m: ModeloGerado): Promise<void> {
  await tx.insert(schema.modeloDfc).values({ clienteId, id: m.id, nome: m.nome, padrao: m.padrao });
  await inserir(
    tx,
    schema.linhaDfc,
    m.linhas.map((l) => ({
      clienteId,
      id: l.id,
      modeloId: m.id,
      parentId: l.paiId,
      codigo: l.codigo,
      nome: l.descricao,
      ordem: l.ordem,
      tipo:
        l.tipo === 'formula'
          ? ('formula' as const)
          : l.tipo === 'total'
            ? ('total' as const)
            : ('conta' as const),
      formula: l.formula,
    })),
  );
  await inserir(
    tx,
    schema.linhaDfcConta,
    m.linhas.flatMap((l) =>
      l.contaIds.map((contaFranqueadorId) => ({ clienteId, linhaId: l.id, contaFranqueadorId })),
    ),
  );
}

/** The four home-dashboard cards over the standard model. */
async function loadKpis(tx: Transaction, clienteId: string, m: ModeloGerado): Promise<void> {
  const linha = (codigo: string) => m.linhas.find((l) => l.codigo === codigo)!.id;
  const card = (
    posicao: number,
    titulo: string,
    f1: string,
    n1: string,
    f2: string | null,
    n2: string | null,
  ) => ({
    clienteId,
    posicao,
    titulo,
    modeloDreId: m.id,
    fator1LinhaId: linha(f1),
    fator2LinhaId: f2 ? linha(f2) : null,
    nomeFator1: n1,
    nomeFator2: n2,
    metroQuadrado: f2 === null,
  });
  await inserir(tx, schema.kpi, [
    card(1, 'Margem de Contribuição', 'MC', 'Margem de Contribuição', 'RB', 'Receita Bruta'),
    card(2, 'EBITDA', 'EBITDA', 'EBITDA', 'RB', 'Receita Bruta'),
    card(3, 'Venda por m²', 'RB', 'Receita Bruta', null, null),
    card(4, 'Custo de Pessoal', 'PES', 'Pessoal', 'RB', 'Receita Bruta'),
  ]);
}

/** DRE and DFC models, KPI cards, CMV setup and the price catalogue. */
export async function loadModelos(tx: Transaction, c: ClienteGerado, vigenteDesde: IsoDate): Promise<void> {
  for (const m of c.modelos.dre) await loadDre(tx, c.id, m);
  for (const m of c.modelos.fluxo) await loadDfc(tx, c.id, m);
  await loadKpis(tx, c.id, c.modelos.dre[0]!);
  await tx.insert(schema.configuracaoCmv).values({ clienteId: c.id, ...c.configuracaoCmv });
  await inserir(
    tx,
    schema.catalogoPreco,
    c.catalogo.map((p) => ({
      clienteId: c.id,
      marcaId: p.marcaId,
      produtoCodigo: p.codigo,
      produtoNome: p.nome,
      unidade: p.unidade,
      custo: p.custo,
      precoVenda: p.precoVenda,
      vigenteDesde,
    })),
  );
}
