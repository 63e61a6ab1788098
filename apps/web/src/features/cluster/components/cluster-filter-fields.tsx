import { Col, Form, Row } from 'antd';

import { getEmpresaOptionsQueryOptions } from '../../../components/filters/api/get-empresa-options.ts';
import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import { EstabelecimentoSelects } from '../../../components/filters/estabelecimento-selects.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import { StateCitySelects } from '../../../components/filters/state-city-selects.tsx';
import { getRegiaoOptionsQueryOptions } from '../api/get-regiao-options.ts';

const col = { xs: 24, md: 12 };

/**
 * The store filters of spec 002 §2.7 (marca, establishment type and place, grupo, store, region, state, city):
 * a dynamic cluster's definition, and for a static one the filters of its candidate stores.
 */
export function ClusterFilterFields() {
  const marcas = Form.useWatch<string[] | undefined>('marca') ?? [];
  return (
    <Row gutter={12}>
      <Col {...col}>
        <Form.Item name="marca" label="Marca">
          <BrandSelect />
        </Form.Item>
      </Col>
      <EstabelecimentoSelects marcas={marcas} col={col} />
      <Col {...col}>
        <Form.Item name="codigoGrupo" label="Grupo">
          <OptionMultiSelect itemsName="grupos" query={() => getGrupoOptionsQueryOptions(marcas)} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="codigoLoja" label="Loja">
          <OptionMultiSelect itemsName="empresas" query={() => getEmpresaOptionsQueryOptions({ marcas })} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="regiaoBrasil" label="Região">
          <OptionMultiSelect itemsName="regiões" query={() => getRegiaoOptionsQueryOptions()} />
        </Form.Item>
      </Col>
      <StateCitySelects col={col} />
    </Row>
  );
}
