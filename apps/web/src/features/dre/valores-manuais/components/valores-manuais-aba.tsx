import { hasAccess, valoresManuaisMessages } from '@matriz/contracts';
import { Alert, Button, Card, Empty, Flex } from 'antd';

import { getRequestErrorText } from '../../../../lib/errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { useValoresManuais } from '../api/get-valores-manuais.ts';
import { useBuscaValoresManuais } from '../hooks/use-busca-valores-manuais.ts';
import { useSalvarValorManual } from '../hooks/use-salvar-valor-manual.ts';

import { EnviarPlanilha } from './enviar-planilha.tsx';
import { ValoresManuaisFiltros } from './valores-manuais-filtros.tsx';
import { ValoresManuaisTabela } from './valores-manuais-tabela.tsx';

/**
 * The Valores Manuais tab of /dre (spec 001 §2.1; issue 11 §2), shown with DreValorManual/Obter: the filter card,
 * then the values of the filter searched — each store's Valor edited in place (Editar), the template (Exportar)
 * and the upload of a filled one (Editar).
 */
export function ValoresManuaisAba() {
  const claims = useSession()?.claims ?? [];
  const podeEditar = hasAccess(claims, 'DreValorManual', 'Editar');
  const podeExportar = hasAccess(claims, 'DreValorManual', 'Exportar');
  const busca = useBuscaValoresManuais();
  const lista = useValoresManuais(busca.pesquisado);
  const salvar = useSalvarValorManual(busca.pesquisado);

  let conteudo;
  if (!busca.pesquisado) {
    conteudo = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Escolha o modelo, a linha da DRE, a competência e o grupo, e clique em Pesquisar."
      />
    );
  } else if (lista.isError) {
    conteudo = (
      <Alert
        type="error"
        showIcon
        title={valoresManuaisMessages.requisicaoFalhou}
        description={getRequestErrorText(lista.error)}
        action={
          <Button size="small" onClick={() => void lista.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  } else {
    conteudo = (
      <ValoresManuaisTabela
        valores={lista.data?.valores ?? []}
        carregando={lista.isFetching && !lista.data}
        podeEditar={podeEditar}
        onSalvar={salvar}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card title={valoresManuaisMessages.filtrosTitulo}>
        <ValoresManuaisFiltros busca={busca} />
      </Card>
      <Card title={valoresManuaisMessages.resultadoTitulo}>
        <Flex vertical gap={16}>
          <EnviarPlanilha filtro={busca.pesquisado} podeExportar={podeExportar} podeEditar={podeEditar} />
          {conteudo}
        </Flex>
      </Card>
    </Flex>
  );
}
