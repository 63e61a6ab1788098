import { schema, type Transaction } from '../db/index.ts';
import { upsertMetricasAtividade } from '../modules/ingestion/index.ts';
import type { ClienteGerado } from './generate.ts';
import { loadModelos } from './load-modelos.ts';
import { inserir } from './load-util.ts';
import type { Mes } from './calendar.ts';

async function loadRede(tx: Transaction, c: ClienteGerado): Promise<void> {
  const clienteId = c.id;
  // Inactive (no logins, not seeded yet) until all of its facts are in.
  await tx
    .insert(schema.cliente)
    .values({ id: c.id, nome: c.nome, codigo: c.codigo, plano: c.plano, ativo: false });
  // Stock control (the CMV tab) on one demo marca: the premium cliente's first, whose chart the CMV setup names.
  const comEstoque = c.plano === 'Premium' ? c.marcas[0]?.id : undefined;
  await inserir(
    tx,
    schema.marca,
    c.marcas.map((m) => ({
      clienteId,
      id: m.id,
      nome: m.nome,
      codigo: m.codigo,
      idExterno: m.codigo,
      controleDeEstoque: m.id === comEstoque,
    })),
  );
  await inserir(
    tx,
    schema.grupo,
    c.grupos.map((g) => ({ clienteId, id: g.id, nome: g.nome, codigo: g.codigo, idExterno: g.codigo })),
  );
  await inserir(
    tx,
    schema.empresa,
    c.empresas.map((e) => ({
      clienteId,
      id: e.id,
      grupoId: e.grupoId,
      marcaId: e.marcaId,
      cnpj: e.cnpj,
      codigoLoja: e.codigoLoja,
      razaoSocial: e.razaoSocial,
      nomeFantasia: e.nomeFantasia,
      apelido: e.apelido,
      m2: String(e.m2),
      tipoEstabelecimento: e.tipoEstabelecimento,
      localEstabelecimento: e.localEstabelecimento,
      regiao: e.regiao,
      uf: e.uf,
      codigoIbgeCidade: e.codigoCidade,
      cidade: e.cidade,
      idExterno: e.codigoLoja,
      ativo: e.ativa,
    })),
  );
}

async function loadEstrutura(tx: Transaction, c: ClienteGerado): Promise<void> {
  const clienteId = c.id;
  const codigoLoja = new Map(c.empresas.map((e) => [e.id, e.codigoLoja]));
  await inserir(
    tx,
    schema.centroDeCusto,
    c.centrosDeCusto.map((cc) => ({
      clienteId,
      id: cc.id,
      empresaId: cc.empresaId,
      codigo: cc.codigo,
      nome: cc.nome,
      padrao: cc.padrao,
      idExterno: `${codigoLoja.get(cc.empresaId)}-${cc.codigo}`,
    })),
  );
  await inserir(
    tx,
    schema.contaBancaria,
    c.contasBancarias.map((b) => ({
      clienteId,
      id: b.id,
      grupoId: b.grupoId,
      nome: b.nome,
      banco: `${b.codigoBanco} - ${b.banco}`,
      agencia: b.agencia,
      numero: b.numero,
      digito: b.digito,
      tipo: b.tipo,
      idExterno: `${b.codigoBanco}-${b.agencia}-${b.numero}`,
    })),
  );
  await inserir(
    tx,
    schema.contaBancariaEmpresa,
    c.contasBancarias.flatMap((b) =>
      b.empresaIds.map((empresaId) => ({ clienteId, contaBancariaId: b.id, empresaId })),
    ),
  );
}

async function loadPlanos(tx: Transaction, c: ClienteGerado): Promise<void> {
  const clienteId = c.id;
  await inserir(
    tx,
    schema.planoContasFranqueador,
    c.planoFranqueador.map((p) => ({
      clienteId,
      id: p.id,
      marcaId: p.marcaId,
      codigo: p.codigo,
      nome: p.nome,
      parentId: p.parentId,
      nivel: p.nivel,
      natureza: p.natureza === 'receita' ? 'receber' : 'pagar',
    })),
  );
  await inserir(
    tx,
    schema.planoContasFranqueado,
    c.planoFranqueado.map((p) => ({
      clienteId,
      id: p.id,
      grupoId: p.grupoId,
      codigo: p.codigo,
      nome: p.nome,
      tipo: 'analitica',
      natureza: p.natureza,
      idExterno: p.codigo,
    })),
  );
}

async function loadDePara(
  tx: Transaction,
  c: ClienteGerado,
  adminId: string,
  adminNome: string,
): Promise<void> {
  const clienteId = c.id;
  await inserir(
    tx,
    schema.dePara,
    c.dePara.map((d) => ({
      clienteId,
      id: d.id,
      grupoId: d.grupoId,
      marcaId: d.marcaId,
      contaFranqueadoId: d.contaFranqueadoId,
      contaFranqueadorId: d.contaFranqueadorId,
      status: d.status,
      justificativa: d.justificativa,
      updatedBy: d.status === 'pendente' ? null : adminId,
    })),
  );
  const historico = c.dePara.flatMap((d) => {
    if (d.status === 'pendente') return [];
    const base = {
      clienteId,
      deParaId: d.id,
      usuarioId: adminId,
      usuarioNome: adminNome,
      contaFranqueadorNovoId: d.contaFranqueadorId,
      justificativa: d.justificativa,
    };
    const criado = {
      ...base,
      tipo: d.viaSolicitacao ? 'solicitacao' : d.justificativa ? 'justificado' : 'criado',
      statusAnterior: 'pendente',
      statusNovo: 'revisao',
      info: d.viaSolicitacao ? `Solicitação ${d.viaSolicitacao} aprovada pelo painel` : null,
    };
    return d.status === 'aprovado'
      ? [criado, { ...base, tipo: 'aprovado', statusAnterior: 'revisao', statusNovo: 'aprovado' }]
      : [criado];
  });
  await inserir(tx, schema.deParaHistorico, historico);
}

async function loadSolicitacoes(tx: Transaction, c: ClienteGerado, adminId: string): Promise<void> {
  const clienteId = c.id;
  await inserir(
    tx,
    schema.deParaSolicitacao,
    c.solicitacoes.map((s) => ({
      clienteId,
      id: s.id,
      grupoId: s.grupoId,
      marcaId: s.marcaId,
      contaFranqueadoId: s.contaFranqueadoId,
      contaFranqueadorId: s.contaFranqueadorId,
      registroDoFranqueado: s.registroDoFranqueado,
      status: s.status,
      solicitante: s.solicitante,
      dataDaSolicitacao: new Date(`${s.dataDaSolicitacao}T10:00:00-03:00`),
      justificativa: s.justificativa,
      decididoPor: s.status === 0 ? null : adminId,
      decididoEm: s.status === 0 ? null : new Date(`${s.dataDaSolicitacao}T16:00:00-03:00`),
      idExterno: s.idExterno,
    })),
  );
}

async function loadAcessos(tx: Transaction, c: ClienteGerado, senhaHash: string): Promise<void> {
  const clienteId = c.id;
  await inserir(
    tx,
    schema.regraAcesso,
    c.regras.map((r) => ({
      clienteId,
      id: r.id,
      nome: r.nome,
      acessos: r.acessos,
      todasAsMarcas: r.administrador,
    })),
  );
  await inserir(
    tx,
    schema.regraAcessoMarca,
    c.regras.flatMap((r) => r.marcaIds.map((marcaId) => ({ clienteId, regraAcessoId: r.id, marcaId }))),
  );
  await inserir(
    tx,
    schema.usuario,
    c.usuarios.map((u) => ({
      clienteId,
      id: u.id,
      nome: u.nome,
      email: u.email,
      senhaHash,
      regraAcessoId: u.regraId,
      isAdmin: u.isAdmin,
    })),
  );
  await inserir(
    tx,
    schema.cluster,
    c.clusters.map((k) => ({
      clienteId,
      id: k.id,
      nome: k.nome,
      descricao: k.descricao,
      tipo: k.tipo === 1 ? ('estatico' as const) : ('dinamico' as const),
      outliers: k.outlierIds.length > 0,
      filtros: k.filtros ?? {},
    })),
  );
  await inserir(
    tx,
    schema.clusterEmpresa,
    c.clusters.flatMap((k) => k.empresaIds.map((empresaId) => ({ clienteId, clusterId: k.id, empresaId }))),
  );
  await inserir(
    tx,
    schema.clusterOutlier,
    c.clusters.flatMap((k) => k.outlierIds.map((empresaId) => ({ clienteId, clusterId: k.id, empresaId }))),
  );
}

/** Everything of a cliente except the streamed facts, inside the cliente's transaction. */
export async function loadCadastros(
  tx: Transaction,
  c: ClienteGerado,
  meses: Mes[],
  senhaHash: string,
): Promise<void> {
  const admin = c.usuarios[0]!;
  await loadRede(tx, c);
  await loadEstrutura(tx, c);
  await loadAcessos(tx, c, senhaHash);
  await loadPlanos(tx, c);
  await loadDePara(tx, c, admin.id, admin.nome);
  await loadSolicitacoes(tx, c, admin.id);
  await loadModelos(tx, c, meses[0]!.inicio);
  await upsertMetricasAtividade(tx, c.id, c.metricas);
  await inserir(
    tx,
    schema.eventoUso,
    c.eventos.map((e) => ({
      clienteId: c.id,
      usuarioId: e.usuarioId,
      grupoId: e.grupoId,
      tipo: e.tipo,
      ocorridoEm: new Date(e.ocorridoEm),
    })),
  );
}
