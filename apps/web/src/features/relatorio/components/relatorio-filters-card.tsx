import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { relatorioStatusLabels, type RelatorioStatus } from '@matriz/contracts';
import { Alert, Button, Col, Flex, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';

import {
  DateRangePicker,
  type DateRangePickerProps,
} from '../../../components/filters/date-range-picker.tsx';
import { multiSelectProps } from '../../../components/filters/multi-select-props.tsx';
import { useTiposOrigem } from '../api/get-tipos-origem.ts';
import { emptyRelatorioFilters, type RelatorioFilters } from '../lib/filters.ts';

import { relatorioStatuses } from './status-tag.tsx';

interface FormValues {
  periodo: [Dayjs, Dayjs] | null;
  origem: string[];
  status: RelatorioStatus[];
}

const statusOptions = relatorioStatuses.map((s) => ({ value: s, label: relatorioStatusLabels[s] }));

function toFormValues(filters: RelatorioFilters): FormValues {
  const { periodo } = filters;
  return {
    periodo: periodo ? [dayjs(periodo[0]), dayjs(periodo[1])] : null,
    origem: filters.origem,
    status: filters.status,
  };
}

function toFilters(values: FormValues): RelatorioFilters {
  const [start, end] = values.periodo ?? [];
  return {
    periodo: start && end ? [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')] : null,
    origem: values.origem ?? [],
    status: values.status ?? [],
  };
}

function OrigemSelect(props: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) {
  const tipos = useTiposOrigem();
  return (
    <Flex vertical gap={4}>
      <Select<string[]>
        {...multiSelectProps}
        {...props}
        aria-label="Origem"
        options={tipos.data ?? []}
        loading={tipos.isFetching}
        status={tipos.isError ? 'error' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent="Nenhuma origem encontrada"
      />
      {tipos.isError && (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar as origens."
          action={
            <Button size="small" onClick={() => void tipos.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      )}
    </Flex>
  );
}

type DateRangeProps = Pick<DateRangePickerProps, 'value' | 'onChange' | 'id'>;

/** Enter confirms the typed date (and moves to the end date) instead of searching with half a range. */
function RequestDateRange(props: DateRangeProps) {
  return (
    <span onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
      <DateRangePicker {...props} aria-label="Data da solicitação" allowEmpty={[false, false]} />
    </span>
  );
}

interface RelatorioFiltersCardProps {
  value: RelatorioFilters;
  onSearch: (filters: RelatorioFilters) => void;
}

/**
 * The filter card of /relatorio (spec 001 §2.4): request date range (dd/MM/yyyy), origins from the origin-type
 * call, statuses. Pesquisar (or Enter) applies; Limpar empties the fields and lists everything again.
 */
export function RelatorioFiltersCard({ value, onSearch }: RelatorioFiltersCardProps) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(value)}
      onFinish={(values) => onSearch(toFilters(values))}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="periodo" label="Data da solicitação">
            <RequestDateRange />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="origem" label="Origem">
            <OrigemSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label="Status">
            <Select<RelatorioStatus[]> {...multiSelectProps} aria-label="Status" options={statusOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="flex-end" gap={8}>
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            form.setFieldsValue(toFormValues(emptyRelatorioFilters));
            onSearch(emptyRelatorioFilters);
          }}
        >
          Limpar
        </Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Pesquisar
        </Button>
      </Flex>
    </Form>
  );
}
