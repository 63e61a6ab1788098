import type { DeParaContexto, DeParaVisao } from '@matriz/contracts';
import { Card, Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { isApiError } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/errors.ts';
import { useDeParaLista } from '../api/get-de-para-lista.ts';
import { ApprovedTab } from '../components/approved-table.tsx';
import { DetailHeader } from '../components/detail-header.tsx';
import { useDetailListState, type DetailListState } from '../components/detail-list-state.ts';
import { DetailTabs } from '../components/detail-tabs.tsx';
import { DetailUnavailable, isGrupoUnavailable } from '../components/detail-unavailable.tsx';
import { PendingTab } from '../components/pending-table.tsx';
import { ReviewTab } from '../components/review-table.tsx';
import { readMarcas } from '../lib/detail-href.ts';

/**
 * A failed list other than an unavailable grupo gets the global notice once per failure (the list is fetched
 * silently so that a 403/404 is said by the page alone). A 401 already ended the session.
 */
function useListFailureNotice(state: DetailListState) {
  const { error, errorUpdatedAt } = state.list;
  useEffect(() => {
    if (!isApiError(error) || error.status === 401 || isGrupoUnavailable(error)) return;
    handleApiError(error);
  }, [error, errorUpdatedAt]);
}

function OpenTab({ state, marcas }: { state: DetailListState; marcas: readonly string[] }) {
  if (state.contexto === 'pendente') return <PendingTab state={state} />;
  if (state.contexto === 'revisao') return <ReviewTab state={state} />;
  return <ApprovedTab state={state} marcas={marcas} />;
}

/**
 * /de-para/{franqueado|franqueador}/{pendente|revisao|aprovado}/{customerId}?marcas=…&nome=… (spec 002 §2.3,
 * issue 9 §2): the header, the tabs with the grupo's counts of the main list, and the open tab.
 */
export function DeParaDetailPage({ visao, contexto }: { visao: DeParaVisao; contexto: DeParaContexto }) {
  const { customerId = '' } = useParams();
  const [search] = useSearchParams();
  const marcasParam = search.get('marcas') ?? '';
  const marcas = useMemo(() => readMarcas(new URLSearchParams({ marcas: marcasParam })), [marcasParam]);
  const nomeQuery = search.get('nome') ?? '';
  const query = useMemo(() => ({ marcas, nome: nomeQuery }), [marcas, nomeQuery]);

  const state = useDetailListState({ contexto, visao, customerId, marcas });
  useListFailureNotice(state);
  // the counts wait for the list: a grupo out of reach is said once, by this page
  const counts = useDeParaLista(
    { page: 1, pageSize: 5, CustomerIds: customerId, marcas: marcas.join(',') || undefined, Visao: visao },
    state.list.isSuccess,
  );
  const grupoNome = state.list.data?.grupo.nome ?? nomeQuery;

  if (isGrupoUnavailable(state.list.error) && !state.list.data) {
    return <DetailUnavailable error={state.list.error} />;
  }
  return (
    <Flex vertical gap={16}>
      <DetailHeader
        visao={visao}
        contexto={contexto}
        customerId={customerId}
        query={query}
        grupoNome={grupoNome}
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <DetailTabs
          visao={visao}
          contexto={contexto}
          customerId={customerId}
          query={query}
          counts={counts.data?.valores.find((row) => row._id === customerId)}
        >
          <OpenTab state={state} marcas={marcas} />
        </DetailTabs>
      </Card>
    </Flex>
  );
}
