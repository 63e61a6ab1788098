import { NPS_MAX_SCORE, NPS_MIN_SCORE, npsMessages, type NpsCampanha } from '@matriz/contracts';
import { Button, Flex, Modal, Radio, Result, Typography } from 'antd';
import { useState } from 'react';

import { getServerText } from '../../../lib/errors.ts';
import { useSaveNps } from '../api/save-nps.ts';
import { useFeedback } from '../../../lib/notify.ts';

const scores = Array.from({ length: NPS_MAX_SCORE - NPS_MIN_SCORE + 1 }, (_, i) => NPS_MIN_SCORE + i);

interface NpsModalProps {
  campanha: NpsCampanha;
  open: boolean;
  /** the screen the survey was opened from, sent as origemClick */
  origem: string;
  onClose: () => void;
}

/** The survey (spec 000 §2.9): the 0–10 scale, then the thanks. */
export function NpsModal({ campanha, open, origem, onClose }: NpsModalProps) {
  const { message } = useFeedback();
  const [nota, setNota] = useState<number | null>(null);
  const save = useSaveNps(campanha);

  const submit = () => {
    if (nota === null) return;
    save.mutate(
      { respostaId: nota, origemClick: origem },
      // the server's pt-BR reason (already answered, campaign closed) when it gave one
      { onError: (error) => void message.error(getServerText(error, npsMessages.saveFailed)) },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={save.isSuccess ? null : 'Pesquisa de Satisfação'}
      width={560}
      destroyOnHidden
      footer={
        save.isSuccess ? null : (
          <Button type="primary" disabled={nota === null} loading={save.isPending} onClick={submit}>
            Enviar
          </Button>
        )
      }
    >
      {save.isSuccess ? (
        <Result
          status="success"
          title={npsMessages.thanks}
          extra={
            <Button type="primary" onClick={onClose}>
              Fechar
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph strong style={{ marginBottom: 0 }} id="nps-pergunta">
            {npsMessages.question}
          </Typography.Paragraph>
          <Radio.Group
            aria-labelledby="nps-pergunta"
            optionType="button"
            buttonStyle="solid"
            value={nota}
            onChange={(event) => setNota(event.target.value as number)}
            options={scores.map((n) => ({ label: String(n), value: n }))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
          />
          <Flex justify="space-between">
            <Typography.Text type="secondary">Nada provável</Typography.Text>
            <Typography.Text type="secondary">Extremamente provável</Typography.Text>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
