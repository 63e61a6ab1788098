import {
  dfcExportacaoMessages,
  dfcExportacaoTipos,
  errorMessages,
  fluxoDeCaixaMessages,
  type ConsultaFluxo,
  type TipoExportacaoDfc,
} from '@matriz/contracts';
import { Flex, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { getServerText } from '../../../lib/errors.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useExportarDfc } from '../api/exportar-dfc.ts';

export interface ExportarDfcModalProps {
  open: boolean;
  /** the card's query (already checked: the button opens the modal only for a query that may be exported) */
  consulta: ConsultaFluxo;
  onClose: () => void;
}

/**
 * The cash-flow export modal (spec 001 §2.3 'Export modal with three kinds'; issue 12 §2): 'DFC padrão', 'Tabela,
 * arquivo único' and 'Tabela, todas as linhas', then the report is queued: 'Sua solicitação de relatório foi
 * enviada' with the way to /relatorio. A refusal says 'Erro ao exportar' with the server's reason and keeps the
 * modal open.
 */
export default function ExportarDfcModal({ open, consulta, onClose }: ExportarDfcModalProps) {
  const { notification } = useFeedback();
  const exportar = useExportarDfc();
  const [tipo, setTipo] = useState<TipoExportacaoDfc>(1);

  const enviar = async () => {
    try {
      await exportar.mutateAsync({ ...consulta, tipo });
      notifyReportQueued();
      onClose();
    } catch (error) {
      notification.error({
        title: fluxoDeCaixaMessages.exportarErroTitulo,
        description: getServerText(error, errorMessages.internal),
      });
    }
  };

  return (
    <Modal
      open={open}
      title={dfcExportacaoMessages.titulo}
      okText="Exportar"
      cancelText="Cancelar"
      onOk={() => void enviar()}
      onCancel={onClose}
      okButtonProps={{ loading: exportar.isPending }}
      width={560}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Tipo de exportação">
          <Radio.Group value={tipo} onChange={(e) => setTipo(e.target.value as TipoExportacaoDfc)}>
            <Flex vertical gap={8}>
              {dfcExportacaoTipos.map((t) => (
                <Radio key={t.tipo} value={t.tipo}>
                  <Flex vertical>
                    <span>
                      {t.tipo}. {t.nome}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t.descricao}
                    </Typography.Text>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
