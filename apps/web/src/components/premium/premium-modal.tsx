import { CrownOutlined } from '@ant-design/icons';
import { errorMessages, authMessages } from '@matriz/contracts';
import { Button, Flex, Modal, Result, Typography } from 'antd';
import { useState } from 'react';

import { markPremiumRequested, useAppStore, useSessionStore } from '../../lib/storage.ts';

import { PremiumComparison } from './premium-comparison.tsx';
import { useRequestPremium } from './request-premium.ts';
import { useFeedback } from '../../lib/notify.ts';

interface PremiumModalProps {
  open: boolean;
  onClose: () => void;
}

/** Spec 000 §2.4: introduction → comparison → thanks (permanent once requested). */
export function PremiumModal({ open, onClose }: PremiumModalProps) {
  const { message } = useFeedback();
  const customerId = useSessionStore((s) => s.customer?._id ?? '');
  const requested = useAppStore((s) => s.premiumRequested.includes(customerId));
  const [showComparison, setShowComparison] = useState(false);
  const request = useRequestPremium();

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => markPremiumRequested(customerId),
      onError: () => void message.error(errorMessages.internal),
    });

  const close = () => {
    setShowComparison(false);
    onClose();
  };

  const askButton = (
    <Button type="primary" icon={<CrownOutlined />} loading={request.isPending} onClick={ask}>
      Quero ser premium
    </Button>
  );

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={showComparison && !requested ? 720 : 520}
      title={requested ? null : 'Seja Premium'}
      destroyOnHidden
    >
      {requested ? (
        <Result
          status="success"
          title={authMessages.premiumThanks}
          extra={
            <Button type="primary" onClick={close}>
              Fechar
            </Button>
          }
        />
      ) : showComparison ? (
        <Flex vertical gap={16}>
          <PremiumComparison />
          <Flex justify="space-between">
            <Button onClick={() => setShowComparison(false)}>Voltar</Button>
            {askButton}
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph>
            Com o plano Premium sua rede ganha exportação de relatórios e dashboards, cluster dinâmico,
            detalhamento da DRE, APIs, gestão de acessos, 3 anos de histórico e sincronizações e usuários
            ilimitados.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            Peça agora e um consultor entra em contato para apresentar o plano à sua equipe.
          </Typography.Paragraph>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setShowComparison(true)}>Ver funcionalidades</Button>
            {askButton}
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
