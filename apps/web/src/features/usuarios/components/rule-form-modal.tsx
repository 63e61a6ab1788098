import {
  createRuleInput,
  isAdministratorRule,
  normalizeAcessos,
  regraMessages,
  SYS_ADMIN,
  textLimits,
  type Claim,
  type CreateRuleInput,
  type RuleOutput,
} from '@matriz/contracts';
import { Alert, Checkbox, Col, Divider, Form, Input, Modal, Row } from 'antd';
import type { ReactNode } from 'react';

import { useConfirmDiscard } from '../../../components/use-confirm-discard.ts';
import { getFieldErrors, getServerText } from '../../../lib/errors.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useSessionStore } from '../../../lib/storage.ts';
import { useCreateRule } from '../api/create-rule.ts';
import { useRule } from '../api/get-rule.ts';
import { useUpdateRule } from '../api/update-rule.ts';

import { AccessGrid } from './access-grid.tsx';
import { FormActions } from './form-actions.tsx';
import { LoadedRecord } from './loaded-record.tsx';
import { RuleScopeFields, type RuleScopeValues } from './rule-scope-fields.tsx';
import { useFeedback } from '../../../lib/notify.ts';

export type RuleModalTarget = { mode: 'create' } | { mode: 'edit'; id: string };

interface RuleFormValues extends RuleScopeValues {
  nome: string;
  administrador: boolean;
  /** the grid's choice (kept while the administrator box is checked, in case it is unchecked again) */
  acessos: Claim[];
  /** the consultant view (spec 001 §6); kept like the grid while the administrator box is checked */
  visaoConsultor: boolean;
}

const FORM_FIELDS = [
  'nome',
  'marcas',
  'gruposIds',
  'empresasIds',
  'clustersEmpresasIds',
  'centroDecustosIds',
  'clustersCentroDecustosIds',
  'visaoConsultor',
];

function toFormValues(rule: RuleOutput | null, firstMarca: string | undefined): RuleFormValues {
  const administrador = rule ? isAdministratorRule(rule.acessos) : false;
  return {
    nome: rule?.nome ?? '',
    administrador,
    acessos: rule && !administrador ? rule.acessos : [],
    // spec 000 §3: a new rule defaults to the first brand of the user's brand list
    marcas: rule ? rule.marcas : firstMarca ? [firstMarca] : [],
    gruposIds: rule?.gruposIds ?? [],
    empresasIds: rule?.empresasIds ?? [],
    clusterEmpresaBool: rule?.clusterEmpresaBool ?? false,
    clustersEmpresasIds: rule?.clustersEmpresasIds ?? [],
    clusterCentroDeCustosBool: rule?.clusterCentroDeCustosBool ?? false,
    centroDecustosIds: rule?.centroDecustosIds ?? [],
    clustersCentroDecustosIds: rule?.clustersCentroDecustosIds ?? [],
    visaoConsultor: rule?.visaoConsultor ?? false,
  };
}

/**
 * Spec 000 §4: administrator → one sysAdmin entry (and no consultant view); otherwise the resources with at least
 * one action.
 */
export function toRuleInput(v: RuleFormValues): CreateRuleInput {
  const grid = normalizeAcessos(v.acessos);
  return {
    nome: v.nome,
    marcas: v.marcas,
    gruposIds: v.gruposIds,
    empresasIds: v.clusterEmpresaBool ? [] : v.empresasIds,
    clusterEmpresaBool: v.clusterEmpresaBool,
    clustersEmpresasIds: v.clusterEmpresaBool ? v.clustersEmpresasIds : [],
    clusterCentroDeCustosBool: v.clusterCentroDeCustosBool,
    centroDecustosIds: v.clusterCentroDeCustosBool ? [] : v.centroDecustosIds,
    clustersCentroDecustosIds: v.clusterCentroDeCustosBool ? v.clustersCentroDecustosIds : [],
    acessos: v.administrador ? [{ nome: SYS_ADMIN, acoes: [] }] : grid.ok ? grid.acessos : v.acessos,
    // an administrator sees filter B in full (the server saves it off too)
    visaoConsultor: !v.administrador && v.visaoConsultor,
  };
}

/** Saves the form; true when saved (the modal then closes), false when refused (the modal stays). */
function useSaveRule(form: ReturnType<typeof Form.useForm<RuleFormValues>>[0], id: string | null) {
  const { message } = useFeedback();
  const create = useCreateRule();
  const update = useUpdateRule();
  const save = async (values: RuleFormValues): Promise<boolean> => {
    const input = toRuleInput(values);
    try {
      if (id) await update.mutateAsync({ _id: id, ...input });
      else await create.mutateAsync(input);
      void message.success(regraMessages.saved);
      return true;
    } catch (error) {
      form.setFields(getFieldErrors(error).filter((f) => FORM_FIELDS.includes(f.name)) as never);
      void message.error(getServerText(error, regraMessages.saveFailed));
      return false;
    }
  };
  return { save, saving: create.isPending || update.isPending };
}

interface RuleFormProps {
  rule: RuleOutput | null;
  /** the user changed something (closing then asks first) */
  onEdited: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

function RuleForm({ rule, onEdited, onCancel, onSaved }: RuleFormProps) {
  const [form] = Form.useForm<RuleFormValues>();
  const firstMarca = useSessionStore((s) => s.customer?.marcas[0]?.id);
  const administrador = Form.useWatch('administrador', form) ?? false;
  const { save, saving } = useSaveRule(form, rule?._id ?? null);

  return (
    <Form<RuleFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={toFormValues(rule, firstMarca)}
      onValuesChange={(changed: Partial<RuleFormValues>) => {
        onEdited();
        // spec 000 §4: the cluster toggle swaps a list for a cluster list; the one left behind is cleared
        if ('clusterEmpresaBool' in changed)
          form.setFieldsValue(changed.clusterEmpresaBool ? { empresasIds: [] } : { clustersEmpresasIds: [] });
        if ('clusterCentroDeCustosBool' in changed)
          form.setFieldsValue(
            changed.clusterCentroDeCustosBool ? { centroDecustosIds: [] } : { clustersCentroDecustosIds: [] },
          );
      }}
      onFinish={async (values) => {
        if (await save(values)) onSaved();
      }}
    >
      <Row gutter={16} align="bottom">
        <Col xs={24} md={16}>
          <Form.Item name="nome" label="Nome" rules={[schemaRule(createRuleInput.shape.nome)]}>
            <Input autoComplete="off" maxLength={textLimits.nome} showCount autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="administrador" valuePropName="checked">
            <Checkbox>Administrador</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        Escopo de dados
      </Divider>
      <RuleScopeFields />
      <Divider titlePlacement="start" plain>
        Permissões
      </Divider>
      {administrador && (
        <Alert
          type="info"
          showIcon
          title="O administrador tem acesso a todas as telas e ações."
          style={{ marginBottom: 12 }}
        />
      )}
      <Form.Item name="acessos" noStyle>
        <AccessGrid disabled={administrador} />
      </Form.Item>
      <Form.Item
        name="visaoConsultor"
        valuePropName="checked"
        extra="No DRE, o filtro B da análise horizontal aceita apenas clusters."
        style={{ marginTop: 16 }}
      >
        <Checkbox disabled={administrador}>Visão de consultor</Checkbox>
      </Form.Item>
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}

function EditRuleForm({
  id,
  onClose,
  form,
}: {
  id: string;
  onClose: () => void;
  form: (rule: RuleOutput) => ReactNode;
}) {
  return (
    <LoadedRecord
      query={useRule(id)}
      notFound={regraMessages.notFound}
      loadingLabel="Carregando regra de acesso"
      onDone={onClose}
    >
      {form}
    </LoadedRecord>
  );
}

interface RuleFormModalProps {
  target: RuleModalTarget;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to what opened it) */
  open?: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/**
 * The access-rule create/edit modal (spec 000 §2.8, §3). Mount it while open (and closing): each opening starts
 * from a new rule or — editing — from the stored one asked on this opening. Closing with unsaved changes (Esc,
 * the mask, ×, Cancelar) asks first.
 */
export function RuleFormModal({ target, open = true, onClose, afterClose }: RuleFormModalProps) {
  const { markEdited, requestClose } = useConfirmDiscard({
    onClose,
    content: 'As alterações feitas nesta regra de acesso ainda não foram salvas e serão perdidas.',
  });
  const form = (rule: RuleOutput | null) => (
    <RuleForm rule={rule} onEdited={markEdited} onCancel={requestClose} onSaved={onClose} />
  );
  return (
    <Modal
      open={open}
      title={target.mode === 'edit' ? 'Editar regra de acesso' : 'Nova regra de acesso'}
      onCancel={requestClose}
      afterClose={afterClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      {target.mode === 'edit' ? <EditRuleForm id={target.id} onClose={onClose} form={form} /> : form(null)}
    </Modal>
  );
}
