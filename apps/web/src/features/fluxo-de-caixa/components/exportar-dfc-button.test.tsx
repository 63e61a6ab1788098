import {
  dfcExportacaoMessages,
  endpoints,
  errorMessages,
  fluxoDeCaixaMessages as m,
  type Claim,
  type ConsultaFluxo,
} from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { REPORT_QUEUED_MESSAGE } from '../../../components/report-queued.tsx';
import { mockApi, type MockReply } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

import { ExportarDfcButton } from './exportar-dfc-button.tsx';

const consulta = (extra: Partial<ConsultaFluxo> = {}): ConsultaFluxo => ({
  ModeloFluxo: '0190a0b0-0000-7000-8000-000000000001',
  Periodo: 'Mensal',
  Inicio: '2026-01-01',
  Fim: '2026-03-31',
  tipoDeRegime: 2,
  Contas: [],
  Empresas: [],
  clusterEmpresa: [],
  clusterEmpresaBool: false,
  marcas: [],
  Status: 0,
  excluirInativas: false,
  ExibirParcelasNaoAprovadas: false,
  ValoresNosDiasOriginais: false,
  AdicionarUmDiaNoVencimentoDeBoletosAReceber: false,
  OcultarTransferencias: false,
  OcultarDinheiroDeCaixasAbertos: false,
  OcultarTitulosVencidos: false,
  ExibirPrevisoes: true,
  TrazerSaldos: false,
  ...extra,
});

function renderizar(
  opts: {
    claims?: Claim[];
    consulta?: ConsultaFluxo | null;
    podeExportar?: boolean;
    resposta?: MockReply;
  } = {},
) {
  signIn({ claims: opts.claims ?? claims.premiumAdmin });
  const api = mockApi({
    [`POST ${endpoints.dfc.exportar}`]: opts.resposta ?? {
      body: { id: 'r-1', message: dfcExportacaoMessages.relatorioEnviado },
    },
  });
  const view = renderWithProviders(
    <ExportarDfcButton
      consulta={opts.consulta === undefined ? consulta() : opts.consulta}
      podeExportar={opts.podeExportar ?? true}
    />,
  );
  return { ...view, api };
}

const botao = () => screen.getByRole('button', { name: /Exportar/ });

describe('Exportar (cash flow)', () => {
  it("is disabled without FluxoDeCaixa/Exportar ('Sem permissões') and for a Starter account", async () => {
    const { user, unmount } = renderizar({ podeExportar: false });
    expect(botao()).toBeDisabled();
    await user.hover(botao().parentElement!);
    expect(await screen.findByText(errorMessages.forbidden)).toBeInTheDocument();
    unmount();
    const starter = renderizar({ claims: claims.starterLimited });
    expect(botao()).toBeDisabled();
    await starter.user.hover(botao().parentElement!);
    expect(await screen.findByText(dfcExportacaoMessages.somentePremium)).toBeInTheDocument();
  });

  it("says 'Erro ao exportar' – 'Por favor, configure os filtros para exportar.' for invalid filters", async () => {
    for (const invalida of [null, consulta({ Inicio: '2026-04-01' })]) {
      const { user, api, unmount } = renderizar({ consulta: invalida });
      await user.click(botao());
      expect(await screen.findByText(m.exportarFiltrosInvalidos)).toBeInTheDocument();
      expect(screen.getByText(m.exportarErroTitulo)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('POST', endpoints.dfc.exportar)).toHaveLength(0);
      unmount();
    }
  });

  it('offers the three kinds and queues the one chosen, then points to the report list', async () => {
    const { user, api } = renderizar();
    await user.click(botao());
    const dialog = await screen.findByRole('dialog', { name: dfcExportacaoMessages.titulo });
    expect(within(dialog).getByRole('radio', { name: /1\. DFC padrão/ })).toBeChecked();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(dialog).getByRole('radio', { name: /3\. Tabela, todas as linhas/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(REPORT_QUEUED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', endpoints.dfc.exportar)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.dfc.exportar)[0]?.body).toMatchObject({
      ModeloFluxo: consulta().ModeloFluxo,
      Periodo: 'Mensal',
      tipo: 3,
    });
  });

  it("says 'Erro ao exportar' with the server's reason when it refuses, and keeps the modal", async () => {
    const { user } = renderizar({
      resposta: { status: 403, body: { status: 403, title: errorMessages.forbidden } },
    });
    await user.click(botao());
    const dialog = await screen.findByRole('dialog', { name: dfcExportacaoMessages.titulo });
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(m.exportarErroTitulo)).toBeInTheDocument();
    expect(screen.getByText(errorMessages.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: dfcExportacaoMessages.titulo })).toBeInTheDocument();
  });
});
