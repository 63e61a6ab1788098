import { deParaMessages, textLimits } from '@matriz/contracts';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';

interface RejeitarValues {
  justificativa: string;
}

export interface SolicitacoesRejeitarModalProps {
  open: boolean;
  /** how many requests are rejected */
  count: number;
  pending: boolean;
  onCancel: () => void;
  /** sends the rejection with the justification (trimmed) */
  onSubmit: (justificativa: string) => void;
}

/**
 * 'Rejeitar' of the requests (spec 002 §2.2, §5): the justification is required ('É necessário criar uma
 * justificativa') and goes into the requests' notes. The field has the focus on opening; Esc closes.
 */
export function SolicitacoesRejeitarModal({
  open,
  count,
  pending,
  onCancel,
  onSubmit,
}: SolicitacoesRejeitarModalProps) {
  const field = useRef<TextAreaRef>(null);
  return (
    <Modal
      open={open}
      title="Rejeitar solicitações"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      // the dialog takes the focus as it opens: give it to the field once open
      afterOpenChange={(opened) => opened && field.current?.focus()}
      mask={{ closable: !pending }}
    >
      <Form<RejeitarValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onSubmit(values.justificativa.trim())}
        noValidate
      >
        <Typography.Paragraph>
          {count === 1
            ? 'A solicitação selecionada será rejeitada.'
            : `As ${count} solicitações selecionadas serão rejeitadas.`}{' '}
          A justificativa fica registrada nas notas.
        </Typography.Paragraph>
        <Form.Item
          name="justificativa"
          label="Justificativa"
          rules={[{ required: true, whitespace: true, message: deParaMessages.rejectJustificationRequired }]}
        >
          <Input.TextArea ref={field} rows={4} maxLength={textLimits.descricao} showCount />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="primary" danger htmlType="submit" loading={pending}>
            Rejeitar
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
