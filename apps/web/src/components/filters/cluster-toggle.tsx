import { Form, Switch } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';

/** The required messages of the toggled lists where the spec gives them (spec 002 §5). */
export const clusterToggleMessages = {
  empresa: 'Por favor, escolha uma empresa',
  grupo: 'Por favor, escolha um grupo',
  cluster: 'Por favor, escolha um cluster',
} as const;

export interface ClusterToggleProps {
  /** the boolean field of the switch, e.g. 'clusterEmpresaBool' (a path inside a nested form: ['A', '…']) */
  toggleName: NamePath;
  /** the plain list's field (shown while off), e.g. 'empresasIds' */
  listName: NamePath;
  /** the cluster list's field (shown while on), e.g. 'clustersEmpresasIds' */
  clusterListName: NamePath;
  listLabel: string;
  clusterListLabel: string;
  /** the select of each list (an OptionMultiSelect, usually) */
  list: ReactNode;
  clusterList: ReactNode;
  /** required messages of the list shown; absent: neither is required */
  required?: { list: string; clusterList: string };
  switchLabel?: string;
}

/**
 * The companies/clusters switch of spec 002 §4 (and 000 §4, 001 §4): it swaps the list shown, clears the
 * other list, and moves the 'required' rule to the list shown. Place it inside an antd Form. The switch sits on
 * the list's label row, at its right, so that the list lines up with the fields beside it (issue 8 §5: on
 * /empresas it sat a row lower than Marcas).
 */
export function ClusterToggle({
  toggleName,
  listName,
  clusterListName,
  listLabel,
  clusterListLabel,
  list,
  clusterList,
  required,
  switchLabel = 'Usar clusters',
}: ClusterToggleProps) {
  const form = Form.useFormInstance();
  return (
    <div className="mz-cluster-toggle">
      {/* the label names the switch, and a click on its text toggles it */}
      <label className="mz-cluster-toggle-switch">
        <span>{switchLabel}</span>
        <Form.Item name={toggleName} valuePropName="checked" noStyle>
          <Switch
            size="small"
            onChange={(checked) => {
              const cleared = checked ? listName : clusterListName;
              form.setFields([{ name: cleared, value: [], errors: [] }]);
            }}
          />
        </Form.Item>
      </label>
      <Form.Item noStyle dependencies={[toggleName]}>
        {({ getFieldValue }) =>
          getFieldValue(toggleName) ? (
            <Form.Item
              name={clusterListName}
              label={clusterListLabel}
              rules={
                required ? [{ required: true, type: 'array', min: 1, message: required.clusterList }] : []
              }
            >
              {clusterList}
            </Form.Item>
          ) : (
            <Form.Item
              name={listName}
              label={listLabel}
              rules={required ? [{ required: true, type: 'array', min: 1, message: required.list }] : []}
            >
              {list}
            </Form.Item>
          )
        }
      </Form.Item>
    </div>
  );
}
