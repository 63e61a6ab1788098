import { hasAccess } from '@matriz/contracts';
import { Flex, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';

import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDisponibilidadeCmv } from '../cmv/api/get-disponibilidade-cmv.ts';
import { DreAba } from '../components/dre-aba.tsx';
import '../components/dre.css';

// loaded when the tab is first opened (antd renders a tab's content only then)
const ValoresManuaisAba = lazy(() =>
  import('../valores-manuais/components/valores-manuais-aba.tsx').then((m) => ({
    default: m.ValoresManuaisAba,
  })),
);
const CmvAba = lazy(() => import('../cmv/components/cmv-aba.tsx').then((m) => ({ default: m.CmvAba })));

/**
 * /dre (spec 001 §2.1; issue 10 §2, issue 11 §2). The screen has tabs: DRE; Valores Manuais (with
 * DreValorManual/Obter); CMV (a cliente with a marca under stock control).
 */
export function DrePage() {
  const claims = useSession()?.claims ?? [];
  // Valores Manuais only with DreValorManual/Obter (spec 001 §2.1, §6)
  const valoresManuais = hasAccess(claims, 'DreValorManual', 'Obter');
  // CMV only for a cliente with a marca under stock control (spec 001 §2.1; issue 11 §4)
  const cmv = useDisponibilidadeCmv(hasAccess(claims, 'DRE', 'Obter')).data;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        DRE
      </Typography.Title>
      <Tabs
        defaultActiveKey="dre"
        items={[
          { key: 'dre', label: 'DRE', children: <DreAba /> },
          ...(valoresManuais
            ? [
                {
                  key: 'valores-manuais',
                  label: 'Valores Manuais',
                  children: (
                    <Suspense fallback={<PageLoader />}>
                      <ValoresManuaisAba />
                    </Suspense>
                  ),
                },
              ]
            : []),
          ...(cmv?.controleDeEstoque
            ? [
                {
                  key: 'cmv',
                  label: 'CMV',
                  children: (
                    <Suspense fallback={<PageLoader />}>
                      <CmvAba marcas={cmv.marcas} />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
