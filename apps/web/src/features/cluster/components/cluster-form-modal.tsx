import {
  clusterAlvoLabels,
  clusterMessages,
  isPremium,
  TIPO_CLUSTER_DINAMICO,
  TIPO_CLUSTER_ESTATICO,
  textLimits,
  type OptionNode,
} from '@matriz/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Cascader, Divider, Empty, Flex, Form, Input, Modal, Radio, Spin, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';

import { useConfirmDiscard } from '../../../components/use-confirm-discard.ts';
import { useSession } from '../../../lib/session.ts';
import { useCluster } from '../api/get-cluster.ts';
import { getCentroDeCustoTreeQueryOptions } from '../api/get-centro-de-custo-tree.ts';
import { useSaveCluster } from '../api/save-cluster.ts';
import {
  emptyClusterForm,
  filtersOf,
  fromCluster,
  keptFiltrosOf,
  toClusterInput,
  type ClusterFormValues,
} from '../lib/cluster-form.ts';

import { ClusterFilterFields } from './cluster-filter-fields.tsx';
import { EmpresaPicker } from './empresa-picker.tsx';
import { useFeedback } from '../../../lib/notify.ts';

export type ClusterModalTarget = { mode: 'create' } | { mode: 'edit'; id: string };

export interface ClusterFormModalProps {
  target: ClusterModalTarget;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to what opened it) */
  open?: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/**
 * Create / edit a cluster (spec 002 §2.7, §4, §5). Mount it while open: the form starts from a new cluster, or —
 * editing — from the saved one once it (and the cost-centre tree) has loaded. Closing with unsaved changes
 * (Esc, the mask, ×, Cancelar) asks first.
 */
export function ClusterFormModal({ target, open = true, onClose, afterClose }: ClusterFormModalProps) {
  const { message } = useFeedback();
  const editId = target.mode === 'edit' ? target.id : null;
  const loaded = useCluster(editId);
  const tree = useQuery(getCentroDeCustoTreeQueryOptions());
  const needsTree = loaded.data?.alvo === 'centro_de_custo' && !tree.isFetched;
  // a cached copy may predate the last save: the form starts only from the answer asked on this opening
  const fresh = loaded.isFetchedAfterMount;
  const { markEdited, requestClose } = useConfirmDiscard({
    onClose,
    content: 'As alterações feitas neste cluster ainda não foram salvas e serão perdidas.',
  });

  useEffect(() => {
    if (loaded.isError) void message.error(clusterMessages.loadEmpresasFailed);
  }, [loaded.isError, message]);

  let content;
  if (editId && loaded.isError) {
    content = <Empty description={clusterMessages.loadEmpresasFailed} />;
  } else if (editId && (!loaded.data || !fresh || needsTree)) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Carregando cluster" />
      </Flex>
    );
  } else {
    content = (
      <ClusterForm
        editId={editId}
        initial={loaded.data ? fromCluster(loaded.data, tree.data) : emptyClusterForm}
        initialEmpresas={loaded.data?.empresas ?? []}
        initialOutliers={loaded.data?.empresasOutliers ?? []}
        tree={tree.data ?? []}
        treeLoading={tree.isFetching}
        onEdited={markEdited}
        onCancel={requestClose}
        onSaved={onClose}
      />
    );
  }
  return (
    <Modal
      open={open}
      title={editId ? 'Editar cluster' : 'Novo cluster'}
      width={960}
      footer={null}
      onCancel={requestClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}

interface ClusterFormProps {
  editId: string | null;
  initial: ClusterFormValues;
  initialEmpresas: string[];
  initialOutliers: string[];
  tree: OptionNode[];
  treeLoading: boolean;
  /** the user changed something (closing then asks first) */
  onEdited: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The form: name, description, type (Dinâmico is premium), target, active, outliers, the filters and the
 * company selection. Changing the type (or the target) clears the chosen companies.
 */
function ClusterForm({
  editId,
  initial,
  initialEmpresas,
  initialOutliers,
  tree,
  treeLoading,
  onEdited,
  onCancel,
  onSaved,
}: ClusterFormProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<ClusterFormValues>();
  const premium = isPremium(useSession()?.claims ?? []);
  const [empresas, setEmpresasState] = useState<string[]>(initialEmpresas);
  const [outliers, setOutliersState] = useState<string[]>(initialOutliers);
  const setEmpresas = (ids: string[]) => {
    onEdited();
    setEmpresasState(ids);
  };
  const setOutliers = (ids: string[]) => {
    onEdited();
    setOutliersState(ids);
  };
  const save = useSaveCluster();
  const values = Form.useWatch([], form) as Partial<ClusterFormValues> | undefined;
  // fields not mounted (the cascader of a store cluster) keep their initial value
  const v: ClusterFormValues = {
    ...initial,
    ...Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)),
  };
  const dinamico = v.tipoDeCluster === TIPO_CLUSTER_DINAMICO;
  const alvo = v.alvo;

  const submit = async () => {
    let filled: ClusterFormValues;
    try {
      filled = { ...emptyClusterForm, ...keptFiltrosOf(initial), ...(await form.validateFields()) };
    } catch (error) {
      // validated by hand (no form submit): take the user to the first invalid field as every form does
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      void message.error(clusterMessages.allRequired);
      return;
    }
    const input = toClusterInput(filled, empresas, outliers);
    const answer = await save.mutateAsync(editId ? { ...input, _id: editId } : input).catch(() => null);
    if (!answer) return;
    void message.success(answer.message, 4);
    onSaved();
  };

  return (
    <Form<ClusterFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed: Partial<ClusterFormValues>) => {
        onEdited();
        if ('tipoDeCluster' in changed || 'alvo' in changed) {
          setEmpresas([]);
          setOutliers([]);
          form.setFieldValue('centrosDeCusto', []);
        }
        if (changed.outliers === false) setOutliers([]);
      }}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="nome"
          label="Nome"
          style={{ flex: '1 1 260px' }}
          rules={[{ required: true, whitespace: true, message: clusterMessages.nomeRequired }]}
        >
          <Input maxLength={textLimits.nome} showCount />
        </Form.Item>
        <Form.Item
          name="descricao"
          label="Descrição"
          style={{ flex: '2 1 360px' }}
          rules={[{ required: true, whitespace: true, message: clusterMessages.descricaoRequired }]}
        >
          <Input maxLength={textLimits.descricao} showCount />
        </Form.Item>
      </Flex>
      <Flex gap={24} wrap align="end">
        <Form.Item name="tipoDeCluster" label="Tipo">
          <Radio.Group>
            <Radio value={TIPO_CLUSTER_ESTATICO}>Estático</Radio>
            <Radio value={TIPO_CLUSTER_DINAMICO} disabled={!premium}>
              <span>
                Dinâmico
                {!premium && (
                  <Tag color="gold" style={{ marginInlineStart: 6 }}>
                    Premium
                  </Tag>
                )}
              </span>
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="alvo" label="Cluster de">
          <Radio.Group
            options={(['empresa', 'centro_de_custo'] as const).map((a) => ({
              value: a,
              label: clusterAlvoLabels[a],
            }))}
          />
        </Form.Item>
        <Form.Item name="ativo" label="Ativo" valuePropName="checked">
          <Switch aria-label="Ativo" />
        </Form.Item>
        <Form.Item name="outliers" label="Outliers" valuePropName="checked">
          <Switch aria-label="Outliers" />
        </Form.Item>
      </Flex>
      <Divider titlePlacement="start" plain>
        {dinamico ? 'Filtros do cluster dinâmico' : 'Filtrar empresas'}
      </Divider>
      <ClusterFilterFields />
      {!dinamico && alvo === 'centro_de_custo' && (
        <Form.Item name="centrosDeCusto" label="Centros de custo">
          <Cascader
            multiple
            showCheckedStrategy={Cascader.SHOW_CHILD}
            options={tree.map((s) => ({
              value: s.id,
              label: s.label,
              children: (s.children ?? []).map((c) => ({ value: c.id, label: c.label })),
            }))}
            loading={treeLoading}
            maxTagCount={3}
            placeholder="Selecione os centros de custo"
            showSearch
          />
        </Form.Item>
      )}
      {(alvo === 'empresa' || dinamico || v.outliers) && (
        <EmpresaPicker
          filters={filtersOf(v)}
          selectable={!dinamico && alvo === 'empresa'}
          selected={empresas}
          members={
            dinamico ? null : alvo === 'empresa' ? empresas : v.centrosDeCusto.map((path) => path[0] ?? '')
          }
          onSelectedChange={setEmpresas}
          outliers={v.outliers ? outliers : null}
          onOutliersChange={setOutliers}
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
