import type { OptionItem } from '@matriz/contracts';
import { Alert, Flex } from 'antd';

import { ConfiguracaoCmvCard } from './configuracao-cmv-card.tsx';
import { ExportacoesEstoqueCard } from './exportacoes-estoque-card.tsx';

/**
 * The CMV tab of /dre (spec 001 §2.2; issue 11 §4), shown only to a cliente with a marca under stock control: the
 * stock exports of the chosen month and stores, and the setup of the account plans the CMV lands on.
 * `marcas`: the marcas with stock control in the user's scope.
 */
export function CmvAba({ marcas }: { marcas: readonly OptionItem[] }) {
  return (
    <Flex vertical gap={16}>
      {marcas.length === 0 && (
        <Alert
          type="info"
          showIcon
          title="Nenhuma marca com controle de estoque no seu acesso."
          description="As exportações de estoque só trazem empresas das marcas com controle de estoque que a sua regra de acesso alcança."
        />
      )}
      <ExportacoesEstoqueCard marcas={marcas} />
      <ConfiguracaoCmvCard />
    </Flex>
  );
}
