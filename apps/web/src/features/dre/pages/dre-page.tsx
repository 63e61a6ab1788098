import { Flex, Tabs, Typography } from 'antd';

import { DreAba } from '../components/dre-aba.tsx';
import '../components/dre.css';

/**
 * /dre (spec 001 §2.1; issue 10 §2). The screen has tabs: DRE now; Valores Manuais and CMV arrive with their
 * issue, each its own item here.
 */
export function DrePage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        DRE
      </Typography.Title>
      <Tabs defaultActiveKey="dre" items={[{ key: 'dre', label: 'DRE', children: <DreAba /> }]} />
    </Flex>
  );
}
