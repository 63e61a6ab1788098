import {
  CONFIG_DRE_PADRAO,
  dreExportacaoMessages,
  dreMessages,
  endpoints,
  errorMessages,
  motivoExportacaoBloqueada,
  type Claim,
  type LinhaDreOpcao,
} from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { REPORT_QUEUED_MESSAGE } from '../../../components/report-queued.tsx';
import { mockApi, type MockReply } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { chooseOptionIn } from '../../../testing/select.ts';
import type { CorpoConsultaDre } from '../lib/consulta.ts';

import { ExportarDreButton, EXPORTAR_SOMENTE_PREMIUM } from './exportar-dre-button.tsx';

const consulta = (config: Partial<typeof CONFIG_DRE_PADRAO> = {}): CorpoConsultaDre => ({
  modeloDREId: 'modelo-1',
  tipoDeRegime: 1,
  ...CONFIG_DRE_PADRAO,
  ...config,
  filters: [
    {
      nomeDoFiltro: 'A',
      Status: 0,
      dataInicio: '2026-01-01',
      dataFim: '2026-03-01',
      EmpresasIds: [],
      CentroDeCustosIds: [],
      clustersEmpresasIds: [],
      clustersCentroDeCustosIds: [],
      marcas: [],
      excluirOutliers: false,
    },
  ],
});

const linhas: LinhaDreOpcao[] = [
  { id: 'l-rb', parentId: null, codigo: 'RB', nome: 'Receita Bruta', tipo: 'total', nivel: 0 },
  {
    id: 'l-cartao',
    parentId: 'l-rb',
    codigo: 'RB.CARTAO',
    nome: 'Vendas com cartão',
    tipo: 'conta',
    nivel: 1,
  },
];

function renderizar(
  opts: { claims?: Claim[]; consulta?: CorpoConsultaDre; problemas?: object[]; resposta?: MockReply } = {},
) {
  signIn({ claims: opts.claims ?? claims.premiumAdmin });
  const api = mockApi({
    [`POST ${endpoints.dre.exportar}`]: opts.resposta ?? {
      body: { id: 'r-1', message: dreMessages.relatorioEnviado },
    },
    [`GET ${endpoints.dre.linhas}`]: { body: linhas },
  });
  const view = renderWithProviders(
    <ExportarDreButton
      consulta={opts.consulta ?? consulta()}
      problemas={(opts.problemas ?? []) as { campo: string; mensagem: string }[]}
    />,
  );
  return { ...view, api };
}

const botao = () => screen.getByRole('button', { name: /Exportar/ });

async function abrirModal(user: ReturnType<typeof renderizar>['user']) {
  await user.click(botao());
  return screen.findByRole('dialog', { name: dreMessages.exportarModalTitulo });
}

describe('Exportar DRE', () => {
  it('is disabled without DRE/Exportar, and for a Starter account, saying why', async () => {
    const { user, unmount } = renderizar({
      claims: [
        { nome: 'DRE', acoes: ['Obter'] },
        { nome: 'sysPremium', acoes: [] },
      ],
    });
    expect(botao()).toBeDisabled();
    await user.hover(botao().parentElement!);
    expect(await screen.findByText(errorMessages.forbidden)).toBeInTheDocument();
    unmount();
    const starter = renderizar({ claims: claims.starterLimited });
    expect(botao()).toBeDisabled();
    await starter.user.hover(botao().parentElement!);
    expect(await screen.findByText(EXPORTAR_SOMENTE_PREMIUM)).toBeInTheDocument();
  });

  it("says 'Erro ao exportar' – 'Por favor, configure os filtros para exportar.' for invalid filters", async () => {
    const { user, api } = renderizar({
      problemas: [{ campo: 'modeloDREId', mensagem: dreMessages.required }],
    });
    await user.click(botao());
    expect(await screen.findByText(dreMessages.exportarErroTitulo)).toBeInTheDocument();
    expect(screen.getByText(dreMessages.exportarFiltrosInvalidos)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dre.exportar)).toHaveLength(0);
  });

  it('exports beyond 36 columns: the standard DRE is queued and the notice links to the report list', async () => {
    const { user, api } = renderizar({
      problemas: [{ campo: 'colunas', mensagem: dreMessages.maxColunas }],
    });
    const dialog = await abrirModal(user);
    expect(within(dialog).getByRole('radio', { name: /1\. DRE padrão/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(REPORT_QUEUED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver relatórios' })).toBeInTheDocument();
    const [chamada] = api.callsTo('POST', endpoints.dre.exportar);
    expect(chamada?.body).toMatchObject({ modeloDREId: 'modelo-1', tipo: 1 });
    expect(chamada?.body).not.toHaveProperty('filtroOpcionalExportacao');
  });

  it('disables the system exports with the analyses (spec 001 §4), with the reason', async () => {
    const { user } = renderizar({ consulta: consulta({ AnaliseVertical: true }) });
    const dialog = await abrirModal(user);
    expect(within(dialog).getByText(dreExportacaoMessages.sistemaDesabilitado)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /1\. DRE padrão/ })).toBeEnabled();
    for (const nome of [/2\. Tabela com vários/, /3\. Tabela, arquivo único/, /6\. Múltiplos detalhes/])
      expect(within(dialog).getByRole('radio', { name: nome })).toBeDisabled();
    await user.hover(within(dialog).getByText('3. Tabela, arquivo único'));
    const motivo = motivoExportacaoBloqueada(3, { ...CONFIG_DRE_PADRAO, AnaliseVertical: true })!;
    expect(await screen.findByText(motivo)).toBeInTheDocument();
  });

  it('type 6 needs lines of the model, and sends them with addDetalhes', async () => {
    const { user, api } = renderizar();
    const dialog = await abrirModal(user);
    await user.click(within(dialog).getByRole('radio', { name: /6\. Múltiplos detalhes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText(dreExportacaoMessages.semLinhas)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dre.exportar)).toHaveLength(0);
    await chooseOptionIn(user, dialog, 'Linhas da DRE', 'RB - Receita Bruta');
    expect(api.callsTo('GET', endpoints.dre.linhas)[0]?.query.get('modeloDre')).toBe('modelo-1');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Incluir as linhas abaixo das escolhidas' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.callsTo('POST', endpoints.dre.exportar)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.dre.exportar)[0]?.body).toMatchObject({
      tipo: 6,
      filtroOpcionalExportacao: { linhasIds: ['l-rb'], addDetalhes: true },
    });
  });

  it("says 'Erro ao exportar' with the server's reason when it refuses", async () => {
    const { user } = renderizar({
      resposta: { status: 400, body: { status: 400, title: dreMessages.maxMeses } },
    });
    const dialog = await abrirModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(dreMessages.exportarErroTitulo)).toBeInTheDocument();
    expect(screen.getByText(dreMessages.maxMeses)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: dreMessages.exportarModalTitulo })).toBeInTheDocument();
  });
});
