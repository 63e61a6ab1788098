import { SaveOutlined } from '@ant-design/icons';
import {
  cmvMessages,
  errorMessages,
  hasAccess,
  SYS_ADMIN,
  type ConfiguracaoCmvOutput,
  type OptionItem,
  type PlanoDeContasCmv,
} from '@matriz/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Skeleton, Tooltip, Typography } from 'antd';
import { useEffect, useMemo } from 'react';

import { getFieldErrors, getServerText } from '../../../../lib/errors.ts';
import { getNotifier } from '../../../../lib/notify.ts';
import { useSession } from '../../../../lib/session.ts';
import { useConfiguracaoCmv } from '../api/get-configuracao-cmv.ts';
import { getPlanosDeContasCmvQueryOptions } from '../api/get-planos-de-contas-cmv.ts';
import { useSalvarConfiguracaoCmv } from '../api/salvar-configuracao-cmv.ts';

interface Valores {
  planoDeContasCMVId?: string | null;
  planoDeContasAjusteReceberId?: string | null;
  planoDeContasAjustePagarId?: string | null;
}

/** 'Registro salvo com sucesso.' stays 4 seconds (spec 001 §9). */
const DURACAO_SALVO_S = 4;

const lista = { xs: 24, lg: 8 };

/** The select's options, with the saved plan kept when the list no longer offers it (so it shows its label). */
function opcoesCom(opcoes: readonly OptionItem[] | undefined, salvo: PlanoDeContasCmv | null) {
  const todas = (opcoes ?? []).map((o) => ({ value: o.id, label: o.label }));
  if (salvo && !todas.some((o) => o.value === salvo._id))
    todas.unshift({ value: salvo._id, label: salvo.label });
  return todas;
}

const valoresDe = (c: ConfiguracaoCmvOutput): Valores => ({
  planoDeContasCMVId: c.planoDeContasCMV?._id ?? null,
  planoDeContasAjusteReceberId: c.planoDeContasAjusteReceber?._id ?? null,
  planoDeContasAjustePagarId: c.planoDeContasAjustePagar?._id ?? null,
});

const filtrar = (texto: string, opcao?: { label?: unknown }) =>
  String(opcao?.label ?? '')
    .toLocaleLowerCase('pt-BR')
    .includes(texto.toLocaleLowerCase('pt-BR'));

/**
 * The CMV setup card (spec 001 §2.2, §3, §5): the three franchisor account plans — CMV (required), ajuste a receber
 * and ajuste a pagar (optional) — and Salvar. The setup is the whole cliente's: only an administrator saves it
 * (the server says so too); others see it read-only, Salvar disabled with 'Sem permissões'.
 */
export function ConfiguracaoCmvCard() {
  const claims = useSession()?.claims ?? [];
  const administrador = hasAccess(claims, SYS_ADMIN);
  const [form] = Form.useForm<Valores>();
  const configuracao = useConfiguracaoCmv();
  const aPagar = useQuery(getPlanosDeContasCmvQueryOptions('pagar'));
  const aReceber = useQuery(getPlanosDeContasCmvQueryOptions('receber'));
  const salvar = useSalvarConfiguracaoCmv();
  const dados = configuracao.data;

  useEffect(() => {
    if (dados) form.setFieldsValue(valoresDe(dados));
  }, [dados, form]);

  const opcoes = useMemo(
    () => ({
      cmv: opcoesCom(aPagar.data, dados?.planoDeContasCMV ?? null),
      receber: opcoesCom(aReceber.data, dados?.planoDeContasAjusteReceber ?? null),
      pagar: opcoesCom(aPagar.data, dados?.planoDeContasAjustePagar ?? null),
    }),
    [aPagar.data, aReceber.data, dados],
  );

  const enviar = (v: Valores) =>
    salvar.mutateAsync(
      {
        planoDeContasCMVId: v.planoDeContasCMVId ?? '',
        planoDeContasAjusteReceberId: v.planoDeContasAjusteReceberId ?? null,
        planoDeContasAjustePagarId: v.planoDeContasAjustePagarId ?? null,
      },
      {
        onSuccess: () => getNotifier().message.success(cmvMessages.salvo, DURACAO_SALVO_S),
        onError: (error) => {
          form.setFields(getFieldErrors(error) as { name: keyof Valores; errors: string[] }[]);
          getNotifier().message.error(getServerText(error, errorMessages.internal));
        },
      },
    );

  const select = (carregando: boolean, options: { value: string; label: string }[], opcional: boolean) => (
    <Select
      showSearch={{ filterOption: filtrar }}
      allowClear={opcional}
      placeholder="Selecione a conta"
      loading={carregando}
      options={options}
      disabled={!administrador}
      notFoundContent="Nenhuma conta encontrada"
    />
  );

  return (
    <Card title={cmvMessages.configuracaoTitulo}>
      {configuracao.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar a configuração do CMV."
          action={
            <Button size="small" onClick={() => void configuracao.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : !dados ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void enviar(v).catch(() => {})}>
          <Typography.Paragraph type="secondary">
            Onde o CMV apurado do estoque e os seus ajustes são lançados: o CMV na conta do CMV, as sobras de
            inventário (ajustes que aumentam o estoque) na conta de ajuste a receber e as perdas na de ajuste
            a pagar.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col {...lista}>
              <Form.Item
                name="planoDeContasCMVId"
                label="Plano de contas do CMV"
                rules={[{ required: true, message: cmvMessages.required }]}
              >
                {select(aPagar.isFetching, opcoes.cmv, false)}
              </Form.Item>
            </Col>
            <Col {...lista}>
              <Form.Item name="planoDeContasAjusteReceberId" label="Ajuste a receber">
                {select(aReceber.isFetching, opcoes.receber, true)}
              </Form.Item>
            </Col>
            <Col {...lista}>
              <Form.Item name="planoDeContasAjustePagarId" label="Ajuste a pagar">
                {select(aPagar.isFetching, opcoes.pagar, true)}
              </Form.Item>
            </Col>
          </Row>
          <Flex justify="flex-end">
            <Tooltip title={administrador ? undefined : cmvMessages.semPermissoes}>
              <span style={{ display: 'inline-flex' }}>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={salvar.isPending}
                  disabled={!administrador}
                >
                  Salvar
                </Button>
              </span>
            </Tooltip>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
