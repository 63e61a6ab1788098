import { hasAccess } from '@matriz/contracts';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';

import { PremiumBadge } from '../../../components/premium/premium-badge.tsx';
import { useSession } from '../../../lib/session.ts';
import { StatusAba } from '../components/status-aba.tsx';
import { UploadAba } from '../components/upload-aba.tsx';
import { useEnvios } from '../hooks/use-envios.tsx';

type Aba = 'upload' | 'status';

/**
 * /upload (spec 002 §2.4; rule Arquivo): tab 'Upload' sends files (Arquivo/Importar), tab 'Status' follows them
 * (Arquivo/Obter). The uploads belong to the page, so they go on while the Status tab is open; the Status tab's
 * content only lives while it is shown (its polling stops with it).
 */
export function UploadPage() {
  const claims = useSession()?.claims ?? [];
  const podeObter = hasAccess(claims, 'Arquivo', 'Obter');
  const podeImportar = hasAccess(claims, 'Arquivo', 'Importar');
  const [aba, setAba] = useState<Aba>('upload');
  const envios = useEnvios();
  const abaAtiva = podeObter ? aba : 'upload';

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Upload
        </Typography.Title>
        <PremiumBadge />
      </Flex>
      <Card>
        <Tabs
          activeKey={abaAtiva}
          onChange={(key) => setAba(key as Aba)}
          items={[
            {
              key: 'upload',
              label: 'Upload',
              children: (
                <UploadAba
                  envios={envios}
                  podeImportar={podeImportar}
                  onVerStatus={podeObter ? () => setAba('status') : undefined}
                />
              ),
            },
            ...(podeObter
              ? [{ key: 'status', label: 'Status', children: abaAtiva === 'status' ? <StatusAba /> : null }]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}
