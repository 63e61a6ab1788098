import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export interface FilterFormProps<F> {
  form: FormInstance<F>;
  initialValues: F;
  /** the form's accessible name, e.g. 'Filtros de De-Para' */
  ariaLabel: string;
  /** Pesquisar (a submit button among the children): every field's value */
  onSearch: (values: F) => void;
  children: ReactNode;
}

/**
 * The form of a De-Para filter card. Pesquisar reads every field, not only the mounted ones: the grupos/clusters
 * switch unmounts one list, whose value is kept and sent all the same.
 */
export function FilterForm<F extends object>({
  form,
  initialValues,
  ariaLabel,
  onSearch,
  children,
}: FilterFormProps<F>) {
  return (
    <Form<F>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label={ariaLabel}
      onFinish={() => onSearch(form.getFieldsValue(true) as F)}
    >
      {children}
    </Form>
  );
}
