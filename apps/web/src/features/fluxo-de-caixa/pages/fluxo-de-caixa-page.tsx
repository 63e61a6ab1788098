import { Flex, Tabs, Typography } from 'antd';

import { ContasBancariasAba } from '../components/contas-bancarias-aba.tsx';
import { ExtratoAba } from '../components/extrato-aba.tsx';

/**
 * /fluxo-de-caixa (spec 001 §2.3): tabs Cash flow, Bank statement and Bank accounts. The Cash flow tab (the DFC)
 * comes with its own work as the first item of `items`; until then the two bank tabs.
 */
export function FluxoDeCaixaPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Fluxo de caixa
      </Typography.Title>
      <Tabs
        defaultActiveKey="extrato"
        destroyOnHidden={false}
        items={[
          { key: 'extrato', label: 'Extrato bancário', children: <ExtratoAba /> },
          { key: 'contas-bancarias', label: 'Contas bancárias', children: <ContasBancariasAba /> },
        ]}
      />
    </Flex>
  );
}
