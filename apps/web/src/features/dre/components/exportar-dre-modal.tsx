import {
  DRE_DURACAO_MENSAGEM_S,
  dreExportacaoMessages,
  dreExportacaoTipos,
  dreMessages,
  errorMessages,
  motivoExportacaoBloqueada,
  problemasDaExportacaoDre,
  type TipoExportacaoDre,
} from '@matriz/contracts';
import { Alert, Checkbox, Flex, Form, Modal, Radio, Select, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { getServerText } from '../../../lib/errors.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useExportarDre } from '../api/exportar-dre.ts';
import { useLinhasDre } from '../api/get-linhas-dre.ts';
import type { CorpoConsultaDre } from '../lib/consulta.ts';

export interface ExportarDreModalProps {
  open: boolean;
  /** the card's query (already checked: the button opens the modal only for a query that may be exported) */
  consulta: CorpoConsultaDre;
  onClose: () => void;
}

/** The first type the query's analyses leave enabled (type 1 always is). */
const primeiroDisponivel = (consulta: CorpoConsultaDre): TipoExportacaoDre =>
  dreExportacaoTipos.find((t) => motivoExportacaoBloqueada(t.tipo, consulta) === null)?.tipo ?? 1;

/**
 * The modal 'Exportar DRE' (spec 001 §2.1, §4; issue 11 §1): the seven types — the system exports disabled by
 * the vertical, horizontal and each-cost-centre analyses, with the reason as the tooltip —, for type 6 the
 * multi-select of the model's lines (and whether to add the lines under them), then the report is queued:
 * 'Sua solicitação de relatório foi enviada' with the way to /relatorio. A refusal says 'Erro ao exportar' with
 * the server's reason.
 */
export default function ExportarDreModal({ open, consulta, onClose }: ExportarDreModalProps) {
  const { notification } = useFeedback();
  const exportar = useExportarDre();
  const [tipo, setTipo] = useState<TipoExportacaoDre>(() => primeiroDisponivel(consulta));
  const [linhasIds, setLinhasIds] = useState<string[]>([]);
  const [addDetalhes, setAddDetalhes] = useState(false);
  const [tentou, setTentou] = useState(false);
  const linhas = useLinhasDre(tipo === 6 && consulta.modeloDREId ? consulta.modeloDREId : null);
  const bloqueio = motivoExportacaoBloqueada(tipo, consulta);
  const problemaLinhas = problemasDaExportacaoDre({ tipo, filtroOpcionalExportacao: { linhasIds } })[0];
  const opcoesDeLinha = useMemo(
    () =>
      (linhas.data ?? []).map((l) => ({
        value: l.id,
        label: `${l.codigo} - ${l.nome}`,
        nivel: l.nivel,
      })),
    [linhas.data],
  );

  const enviar = async () => {
    setTentou(true);
    if (bloqueio || problemaLinhas) return;
    try {
      await exportar.mutateAsync({
        ...consulta,
        tipo,
        ...(tipo === 6 ? { filtroOpcionalExportacao: { linhasIds, addDetalhes } } : {}),
      });
      notifyReportQueued();
      onClose();
    } catch (error) {
      notification.error({
        title: dreMessages.exportarErroTitulo,
        description: getServerText(error, errorMessages.internal),
        duration: DRE_DURACAO_MENSAGEM_S,
      });
    }
  };

  return (
    <Modal
      open={open}
      title={dreMessages.exportarModalTitulo}
      okText="Exportar"
      cancelText="Cancelar"
      onOk={() => void enviar()}
      onCancel={onClose}
      okButtonProps={{ loading: exportar.isPending, disabled: bloqueio !== null }}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {motivoExportacaoBloqueada(3, consulta) !== null && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={dreExportacaoMessages.sistemaDesabilitado}
          />
        )}
        <Form.Item label="Tipo de exportação">
          <Radio.Group value={tipo} onChange={(e) => setTipo(e.target.value as TipoExportacaoDre)}>
            <Flex vertical gap={8}>
              {dreExportacaoTipos.map((t) => {
                const motivo = motivoExportacaoBloqueada(t.tipo, consulta);
                return (
                  <Tooltip key={t.tipo} title={motivo} placement="right">
                    <Radio value={t.tipo} disabled={motivo !== null}>
                      <Flex vertical>
                        <span>
                          {t.tipo}. {t.nome}
                        </span>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t.descricao}
                        </Typography.Text>
                      </Flex>
                    </Radio>
                  </Tooltip>
                );
              })}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {tipo === 6 && (
          <>
            <Form.Item
              label="Linhas da DRE"
              required
              validateStatus={tentou && problemaLinhas ? 'error' : undefined}
              help={tentou && problemaLinhas ? dreExportacaoMessages.semLinhas : undefined}
            >
              <Select
                mode="multiple"
                aria-label="Linhas da DRE"
                placeholder="Escolha as linhas"
                loading={linhas.isFetching}
                value={linhasIds}
                onChange={setLinhasIds}
                options={opcoesDeLinha}
                showSearch={{ optionFilterProp: 'label' }}
                // the tree of the model: each line indented by its level
                optionRender={(o) => <span style={{ paddingInlineStart: o.data.nivel * 16 }}>{o.label}</span>}
                maxTagCount="responsive"
                notFoundContent={linhas.isFetching ? 'Carregando…' : 'Nenhuma linha'}
              />
            </Form.Item>
            <Checkbox checked={addDetalhes} onChange={(e) => setAddDetalhes(e.target.checked)}>
              Incluir as linhas abaixo das escolhidas
            </Checkbox>
          </>
        )}
      </Form>
    </Modal>
  );
}
