import { Col, Form } from 'antd';

import { getEstabelecimentoOptionsQueryOptions } from './api/get-estabelecimento-options.ts';
import { OptionMultiSelect } from './option-multi-select.tsx';

export interface EstabelecimentoSelectsProps {
  /** the marcas chosen in the card: the types and places offered are those of their stores */
  marcas: readonly string[];
  /** each select's grid column */
  col?: { xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
}

/** Establishment type and place (fields `tipoDeEstabelecimento`, `localEstabelecimento`) of a filter card. */
export function EstabelecimentoSelects({ marcas, col = { xs: 24, md: 12 } }: EstabelecimentoSelectsProps) {
  return (
    <>
      <Col {...col}>
        <Form.Item name="tipoDeEstabelecimento" label="Tipo de estabelecimento">
          <OptionMultiSelect
            itemsName="tipos de estabelecimento"
            query={() => getEstabelecimentoOptionsQueryOptions('tipos', marcas)}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="localEstabelecimento" label="Local do estabelecimento">
          <OptionMultiSelect
            itemsName="locais de estabelecimento"
            query={() => getEstabelecimentoOptionsQueryOptions('locais', marcas)}
          />
        </Form.Item>
      </Col>
    </>
  );
}
