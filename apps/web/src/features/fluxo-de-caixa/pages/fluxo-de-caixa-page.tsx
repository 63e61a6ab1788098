import { Flex, Tabs, Typography } from 'antd';

import { ContasBancariasAba } from '../components/contas-bancarias-aba.tsx';
import { DfcAba } from '../components/dfc-aba.tsx';
import { ExtratoAba } from '../components/extrato-aba.tsx';
import '../components/dfc.css';

/** /fluxo-de-caixa (spec 001 §2.3): tabs Cash flow (the default), Bank statement and Bank accounts. */
export function FluxoDeCaixaPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Fluxo de caixa
      </Typography.Title>
      <Tabs
        defaultActiveKey="fluxo-de-caixa"
        destroyOnHidden={false}
        items={[
          { key: 'fluxo-de-caixa', label: 'Fluxo de caixa', children: <DfcAba /> },
          { key: 'extrato', label: 'Extrato bancário', children: <ExtratoAba /> },
          { key: 'contas-bancarias', label: 'Contas bancárias', children: <ContasBancariasAba /> },
        ]}
      />
    </Flex>
  );
}
