import { Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';

import { MainTab } from '../components/main-tab.tsx';
import { SolicitacoesTab } from '../components/solicitacoes-tab.tsx';

/** The tab in the URL (?aba=solicitacoes), so that a reload and the back button keep it. */
const ABA = 'aba';
type DeParaAba = 'de-para' | 'solicitacoes';

/** /de-para (spec 002 §2.2; issue 9 §1, §3): the grupos' mapping counts, and the franchisees' requests. */
export function DeParaPage() {
  const [params, setParams] = useSearchParams();
  const aba: DeParaAba = params.get(ABA) === 'solicitacoes' ? 'solicitacoes' : 'de-para';
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        De-Para
      </Typography.Title>
      <Tabs
        activeKey={aba}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'solicitacoes') next.set(ABA, key);
          else next.delete(ABA);
          setParams(next);
        }}
        items={[
          { key: 'de-para', label: 'De-Para', children: <MainTab /> },
          { key: 'solicitacoes', label: 'Solicitações', children: <SolicitacoesTab /> },
        ]}
      />
    </Flex>
  );
}
