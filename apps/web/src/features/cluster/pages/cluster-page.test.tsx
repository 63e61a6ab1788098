import {
  endpoints,
  textLimits,
  type Claim,
  type ClusterEmpresaRow,
  type ClusterOutput,
  type ClusterRow,
} from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { waitForTableIdle } from '../../../testing/table.ts';

const ids = {
  capitais: '01900000-0000-7000-8000-00000000c001',
  lojas: '01900000-0000-7000-8000-00000000c002',
  norte: '01900000-0000-7000-8000-00000000e001',
  sul: '01900000-0000-7000-8000-00000000e002',
};

const clusters: ClusterRow[] = [
  {
    _id: ids.capitais,
    nome: 'Capitais',
    descricao: 'Lojas das capitais',
    tipoDeCluster: 1,
    alvo: 'empresa',
    ativo: true,
    outliers: false,
  },
  {
    _id: ids.lojas,
    nome: 'Lojas de rua',
    descricao: 'Tipo loja',
    tipoDeCluster: 2,
    alvo: 'empresa',
    ativo: false,
    outliers: false,
  },
];

const empresa = (id: string, razaoSocial: string): ClusterEmpresaRow => ({
  _id: id,
  razaoSocial,
  nomeFantasia: null,
  apelido: null,
  cnpj: '12345678000190',
  codigoLoja: 'L1',
  nomeGrupo: 'Grupo Sabor',
  nomeMarca: 'Sabor Burger',
  tipoDeEstabelecimento: 'Loja',
  localEstabelecimento: 'Rua',
  uf: 'SP',
  cidade: 'São Paulo',
  ativo: true,
  outlier: false,
  centrosDeCusto: [],
});

const empresas = [empresa(ids.norte, 'Norte Ltda'), empresa(ids.sul, 'Sul Ltda')];

const capitaisOutput: ClusterOutput = {
  ...clusters[0]!,
  filtros: {
    marca: [],
    codigoGrupo: [],
    codigoLoja: [],
    tipoDeEstabelecimento: [],
    localEstabelecimento: [],
    regiaoBrasil: [],
    codigoEstado: [],
    codigoCidade: [],
    m2Min: null,
    m2Max: null,
    ativos: null,
  },
  empresas: [ids.norte],
  empresasOutliers: [],
  centrosDeCusto: [],
};

function openClusters(
  handlers: Record<string, MockHandler> = {},
  sessionClaims: Claim[] = claims.premiumAdmin,
) {
  const api = mockApi({
    [`GET ${endpoints.cluster.listar}`]: (call) => {
      const nome = call.query.get('nome')?.toLowerCase();
      const rows = clusters.filter((c) => !nome || c.nome.toLowerCase().includes(nome));
      return { body: { clusters: rows, page: 1, total: rows.length } };
    },
    [`GET ${endpoints.cluster.listarEmpresas}`]: { body: { empresas, page: 1, total: 2 } },
    [`GET ${endpoints.cluster.obter}`]: { body: capitaisOutput },
    [`POST ${endpoints.cluster.criar}`]: {
      body: { message: 'Cluster criado com sucesso', _id: ids.capitais },
    },
    [`PUT ${endpoints.cluster.editar}`]: {
      body: { message: 'Cluster editado com sucesso', _id: ids.capitais },
    },
    [`DELETE ${endpoints.cluster.deletar}`]: { body: { message: 'Cluster deletado com sucesso !' } },
    [`GET ${endpoints.cluster.gerarRelatorio}`]: { body: { id: 'r1', message: 'ok' } },
    [`GET ${endpoints.cluster.exportarModelo}`]: { body: { id: 'r2', message: 'ok' } },
    [`GET ${endpoints.opcoes.centrosDeCusto}`]: { body: [] },
    [`GET ${endpoints.opcoes.grupos}`]: { body: [] },
    [`GET ${endpoints.opcoes.empresas}`]: { body: [] },
    [`GET ${endpoints.opcoes.tiposDeEstabelecimento}`]: { body: [] },
    [`GET ${endpoints.opcoes.locaisDeEstabelecimento}`]: { body: [] },
    [`GET ${endpoints.opcoes.regioes}`]: { body: [] },
    [`GET ${endpoints.opcoes.estados}`]: { body: [] },
    [`GET ${endpoints.opcoes.cidades}`]: { body: [] },
    ...handlers,
  });
  signIn({ claims: sessionClaims });
  return { ...renderApp('/cluster'), api };
}

async function openNewCluster(handlers: Record<string, MockHandler> = {}, sessionClaims?: Claim[]) {
  const view = openClusters(handlers, sessionClaims);
  await screen.findByText('Capitais');
  await view.user.click(screen.getByRole('button', { name: 'Novo cluster' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { ...view, dialog };
}

describe('cluster grid', () => {
  it('lists name, description, type and active state, and filters by name', async () => {
    const { user, api } = openClusters();
    expect(await screen.findByText('Capitais')).toBeInTheDocument();
    expect(screen.getByText('Lojas das capitais')).toBeInTheDocument();
    expect(screen.getByText('Estático')).toBeInTheDocument();
    expect(screen.getByText('Dinâmico')).toBeInTheDocument();
    expect(screen.getByLabelText('Inativo')).toBeInTheDocument();
    const firstQuery = Object.fromEntries(api.callsTo('GET', endpoints.cluster.listar)[0]!.query);
    expect(firstQuery).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getByLabelText('Filtrar clusters por nome')).toHaveAttribute(
      'maxlength',
      String(textLimits.filtro),
    );
    await user.type(screen.getByLabelText('Filtrar clusters por nome'), 'lojas');
    await waitFor(() => expect(screen.queryByText('Capitais')).not.toBeInTheDocument());
    expect(api.callsTo('GET', endpoints.cluster.listar).at(-1)?.query.get('nome')).toBe('lojas');
  });

  it('disables creating without Cluster/Salvar, with the spec tooltip', async () => {
    const { user } = openClusters({}, [{ nome: 'Cluster', acoes: ['Deletar'] }]);
    await screen.findByText('Capitais');
    const button = screen.getByRole('button', { name: 'Novo cluster' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByText('Não possui permissões.')).toBeInTheDocument();
  });

  it('deletes after the confirmation and shows the spec message', async () => {
    const { user, api } = openClusters();
    await screen.findByText('Capitais');
    await user.click(screen.getByRole('button', { name: 'Deletar Capitais' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Cluster deletado com sucesso !')).toBeInTheDocument();
    expect(api.callsTo('DELETE', endpoints.cluster.deletar)[0]?.query.get('id')).toBe(ids.capitais);
  });

  it('queues the cluster report and the model export', async () => {
    const { user, api } = openClusters();
    await screen.findByText('Capitais');
    await user.click(screen.getByRole('button', { name: /Gerar relatório/ }));
    expect(await screen.findByText('Sua solicitação de relatório foi enviada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Exportar modelo/ }));
    await waitFor(() => expect(api.callsTo('GET', endpoints.cluster.exportarModelo)).toHaveLength(1));
    expect(api.callsTo('GET', endpoints.cluster.gerarRelatorio)).toHaveLength(1);
  });

  it('shows the companies of a cluster, expanding every row on demand', async () => {
    const { user, api } = openClusters();
    await screen.findByText('Capitais');
    await user.click(screen.getByRole('button', { name: 'Ver empresas de Capitais' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Norte Ltda')).toBeInTheDocument();
    expect(api.callsTo('GET', endpoints.cluster.listarEmpresas).at(-1)?.query.get('ClusterId')).toBe(
      ids.capitais,
    );
    expect(dialog.getByLabelText('Filtrar empresas por nome')).toHaveAttribute(
      'maxlength',
      String(textLimits.filtro),
    );
    await user.click(dialog.getByRole('switch', { name: 'Expandir todas' }));
    expect(await dialog.findAllByText('São Paulo - SP')).toHaveLength(2);
  });
});

describe('cluster modal', () => {
  it('refuses an empty form with the spec messages', async () => {
    const { user, dialog, api } = await openNewCluster();
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos obrigatórios')).toBeInTheDocument();
    expect(await dialog.findByText('Nome é um campo obrigatório!')).toBeInTheDocument();
    expect(await dialog.findByText('Descrição é um campo obrigatório!')).toBeInTheDocument();
    // issue 8 §5: the first invalid field gets the focus
    await waitFor(() => expect(dialog.getByLabelText('Nome')).toHaveFocus());
    // issue 8 §1: the texts show the contract's limits
    expect(dialog.getByLabelText('Nome')).toHaveAttribute('maxlength', String(textLimits.nome));
    expect(dialog.getByText(`0 / ${textLimits.nome}`)).toBeInTheDocument();
    expect(dialog.getByLabelText('Descrição')).toHaveAttribute('maxlength', String(textLimits.descricao));
    expect(dialog.getByLabelText('Filtrar empresas do cluster por nome')).toHaveAttribute(
      'maxlength',
      String(textLimits.filtro),
    );
    expect(api.callsTo('POST', endpoints.cluster.criar)).toHaveLength(0);
  });

  it('creates a static cluster with the chosen companies', async () => {
    const { user, dialog, api } = await openNewCluster();
    await user.type(dialog.getByLabelText('Nome'), 'Capitais 2');
    await user.type(dialog.getByLabelText('Descrição'), 'Outra');
    await dialog.findByText('Norte Ltda');
    const row = dialog.getByText('Norte Ltda').closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(dialog.getByText('1 empresa(s) selecionada(s)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', endpoints.cluster.criar)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.cluster.criar)[0]?.body).toMatchObject({
      nome: 'Capitais 2',
      descricao: 'Outra',
      tipoDeCluster: 1,
      ativo: true,
      empresas: [ids.norte],
      filtros: {},
    });
    expect(await screen.findByText('Cluster criado com sucesso')).toBeInTheDocument();
  });

  it('clears the chosen companies when the type changes, and sends a dynamic definition', async () => {
    const { user, dialog, api } = await openNewCluster();
    await user.type(dialog.getByLabelText('Nome'), 'Dinâmico');
    await user.type(dialog.getByLabelText('Descrição'), 'Filtros');
    await dialog.findByText('Norte Ltda');
    await user.click(within(dialog.getByText('Norte Ltda').closest('tr')!).getByRole('checkbox'));
    await user.click(dialog.getByRole('radio', { name: /Dinâmico/ }));
    expect(await dialog.findByText('2 empresa(s) atendem aos filtros')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Estático' }));
    expect(await dialog.findByText('0 empresa(s) selecionada(s)')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Dinâmico/ }));
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', endpoints.cluster.criar)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.cluster.criar)[0]?.body).toMatchObject({
      tipoDeCluster: 2,
      empresas: [],
      filtros: { marca: [], codigoEstado: [], codigoCidade: [] },
    });
  });

  it('offers the dynamic type to premium users only, with a Premium tag', async () => {
    const { dialog } = await openNewCluster({}, [{ nome: 'Cluster', acoes: ['Salvar'] }]);
    expect(dialog.getByRole('radio', { name: /Dinâmico/ })).toBeDisabled();
    expect(dialog.getByText('Premium')).toBeInTheDocument();
  });

  it('edits a cluster with its companies chosen, and says so when they fail to load', async () => {
    const { user, api } = openClusters();
    await screen.findByText('Capitais');
    await user.click(screen.getByRole('button', { name: 'Editar Capitais' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByDisplayValue('Capitais')).toBeInTheDocument();
    expect(await dialog.findByText('1 empresa(s) selecionada(s)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', endpoints.cluster.editar)).toHaveLength(1));
    expect(api.callsTo('PUT', endpoints.cluster.editar)[0]?.body).toMatchObject({
      _id: ids.capitais,
      empresas: [ids.norte],
    });

    const failing = openClusters({
      [`GET ${endpoints.cluster.obter}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    await within(failing.container).findByText('Capitais');
    await failing.user.click(within(failing.container).getByRole('button', { name: 'Editar Capitais' }));
    expect(
      (await screen.findAllByText('Ocorreu algum erro ao carregarmos as empresas')).length,
    ).toBeGreaterThan(0);
  });
});

describe('review fixes', () => {
  it('reopening a cluster just saved shows what was saved, not the copy read before', async () => {
    let saved = capitaisOutput;
    const { user } = openClusters({
      [`GET ${endpoints.cluster.obter}`]: () => ({ body: saved }),
      [`PUT ${endpoints.cluster.editar}`]: (call) => {
        saved = { ...saved, descricao: (call.body as ClusterOutput).descricao };
        return { body: { message: 'Cluster editado com sucesso', _id: ids.capitais } };
      },
    });
    await screen.findByText('Capitais');
    await user.click(screen.getByRole('button', { name: 'Editar Capitais' }));
    let dialog = within(await screen.findByRole('dialog'));
    const descricao = await dialog.findByDisplayValue('Lojas das capitais');
    await user.clear(descricao);
    await user.type(descricao, 'Só as capitais do Sul');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Editar Capitais' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByDisplayValue('Só as capitais do Sul')).toBeInTheDocument();
    expect(dialog.queryByDisplayValue('Lojas das capitais')).not.toBeInTheDocument();
  });

  it('after deleting the only row of the last page, shows the page that still exists', async () => {
    const many: ClusterRow[] = Array.from({ length: 26 }, (_, i) => ({
      ...clusters[0]!,
      _id: `01900000-0000-7000-8000-0000000d${String(i).padStart(4, '0')}`,
      nome: `Cluster ${String(i + 1).padStart(2, '0')}`,
    }));
    let rows = many;
    const { user } = openClusters({
      [`GET ${endpoints.cluster.listar}`]: (call) => {
        const page = Number(call.query.get('page'));
        const size = Number(call.query.get('pageSize'));
        return {
          body: { clusters: rows.slice((page - 1) * size, page * size), page, total: rows.length },
        };
      },
      [`DELETE ${endpoints.cluster.deletar}`]: (call) => {
        rows = rows.filter((r) => r._id !== call.query.get('id'));
        return { body: { message: 'Cluster deletado com sucesso !' } };
      },
    });
    await screen.findByText('Cluster 01');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('Cluster 26');
    await waitForTableIdle();
    await user.click(screen.getByRole('button', { name: 'Deletar Cluster 26' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Cluster 01')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum cluster encontrado')).not.toBeInTheDocument();
  });

  it('asks before closing the form with unsaved changes, and closes at once when untouched', async () => {
    const { user, dialog } = await openNewCluster();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Novo cluster' }));
    const again = within(await screen.findByRole('dialog'));
    await user.type(again.getByLabelText('Nome'), 'Meio digitado');
    await user.click(again.getByRole('button', { name: 'Cancelar' }));
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(again.getByDisplayValue('Meio digitado')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: /fechar|close/i }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Meio digitado')).not.toBeInTheDocument());
    void dialog;
  });

  it("says 'Sem permissões' on edit and delete without Salvar / Deletar (only the add button differs)", async () => {
    const { user } = openClusters({}, [{ nome: 'Cluster', acoes: [] }]);
    await screen.findByText('Capitais');
    const deletar = screen.getByRole('button', { name: 'Deletar Capitais' });
    expect(deletar).toBeDisabled();
    await user.hover(deletar);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
    await user.unhover(deletar);
    const editar = screen.getByRole('button', { name: 'Editar Capitais' });
    expect(editar).toBeDisabled();
    await user.hover(editar);
    await waitFor(() => expect(screen.getAllByText('Sem permissões').length).toBeGreaterThan(0));
    expect(screen.queryByText('Não possui permissões.')).not.toBeInTheDocument();
  });

  it('says the grid failed to load instead of claiming there is no cluster', async () => {
    const { user, api } = openClusters({
      [`GET ${endpoints.cluster.listar}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    expect(await screen.findByText('Não foi possível carregar os clusters')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum cluster encontrado')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(api.callsTo('GET', endpoints.cluster.listar)).toHaveLength(2));
  });

  it('gives the focus back to the button that opened the modal', async () => {
    const { user } = openClusters();
    await screen.findByText('Capitais');
    const view = screen.getByRole('button', { name: 'Ver empresas de Capitais' });
    await user.click(view);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('Norte Ltda');
    await user.click(dialog.getByRole('button', { name: /fechar|close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(view).toHaveFocus());
  });
});
