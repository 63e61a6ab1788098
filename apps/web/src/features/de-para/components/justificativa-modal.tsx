import { deParaMessages, isValidJustificativa, textLimits } from '@matriz/contracts';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';

import { useConfirmDiscard } from '../../../components/use-confirm-discard.ts';

export interface JustificativaModalProps {
  /** the row's account, 'código - nome' */
  conta: string;
  /** the row's justification so far ('' for a new one) */
  initial: string;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to what opened it) */
  open: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
  afterClose?: () => void;
}

interface Values {
  justificativa: string;
}

/**
 * The justification of a pending row ("no counterpart, on purpose"; spec 002 §2.3, §5): trimmed, at least 3
 * valid characters, the same rule as the server. The text area has the focus on opening; leaving with a changed
 * text (Esc, ×, the mask, Cancelar) asks first.
 */
export function JustificativaModal({
  conta,
  initial,
  open,
  onSave,
  onClose,
  afterClose,
}: JustificativaModalProps) {
  const [form] = Form.useForm<Values>();
  const area = useRef<TextAreaRef>(null);
  const { markEdited, requestClose } = useConfirmDiscard({
    onClose,
    content: 'A justificativa digitada ainda não foi salva e será perdida.',
  });

  return (
    <Modal
      open={open}
      title="Justificativa"
      width={560}
      footer={null}
      onCancel={requestClose}
      afterClose={afterClose}
      // the dialog takes the focus as it opens: hand it to the text area once it is open
      afterOpenChange={(visible) => visible && area.current?.focus()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="Justificativa"
        initialValues={{ justificativa: initial }}
        onValuesChange={markEdited}
        onFinish={(values) => {
          onSave(values.justificativa.trim());
          onClose();
        }}
      >
        <Typography.Paragraph type="secondary">
          Conta: <Typography.Text strong>{conta}</Typography.Text>
        </Typography.Paragraph>
        <Form.Item
          name="justificativa"
          label="Por que esta conta não tem correspondente?"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!isValidJustificativa(value ?? '')) throw new Error(deParaMessages.justificativaInvalida);
              },
            },
          ]}
        >
          <Input.TextArea ref={area} autoFocus rows={4} maxLength={textLimits.descricao} showCount />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={requestClose}>Cancelar</Button>
          <Button type="primary" htmlType="submit">
            Salvar
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
