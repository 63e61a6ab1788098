import { useQuery } from '@tanstack/react-query';
import { Col, Form } from 'antd';
import { useEffect } from 'react';

import { getCidadeOptionsQueryOptions } from './api/get-cidade-options.ts';
import { getEstadoOptionsQueryOptions } from './api/get-estado-options.ts';
import { OptionMultiSelect } from './option-multi-select.tsx';

const EMPTY: string[] = [];

export interface StateCitySelectsProps {
  /** form field of the states (siglas) */
  stateName?: string;
  /** form field of the cities (IBGE codes) */
  cityName?: string;
  /** each select's grid column */
  col?: { xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
}

/**
 * States then cities (spec 002 §2.6): cities are offered for the chosen states only, stay disabled until a
 * state is chosen, and a city whose state is no longer chosen is dropped from the selection. Inside a Form.
 */
export function StateCitySelects({
  stateName = 'codigoEstado',
  cityName = 'codigoCidade',
  col = { xs: 24, md: 12 },
}: StateCitySelectsProps) {
  const form = Form.useFormInstance();
  const estados = Form.useWatch<string[] | undefined>(stateName, form) ?? EMPTY;
  const cidades = Form.useWatch<string[] | undefined>(cityName, form) ?? EMPTY;
  const offered = useQuery(getCidadeOptionsQueryOptions(estados));

  useEffect(() => {
    if (!cidades.length) return;
    if (!estados.length) {
      form.setFieldValue(cityName, []);
      return;
    }
    if (!offered.data) return;
    const allowed = new Set(offered.data.map((c) => c.id));
    const kept = cidades.filter((id) => allowed.has(id));
    if (kept.length !== cidades.length) form.setFieldValue(cityName, kept);
  }, [estados, cidades, offered.data, form, cityName]);

  return (
    <>
      <Col {...col}>
        <Form.Item name={stateName} label="Estado">
          <OptionMultiSelect itemsName="estados" query={() => getEstadoOptionsQueryOptions()} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={cityName} label="Cidade">
          <OptionMultiSelect
            itemsName="cidades"
            query={() => getCidadeOptionsQueryOptions(estados)}
            disabled={!estados.length}
            placeholder={estados.length ? 'Selecione' : 'Escolha um estado antes'}
          />
        </Form.Item>
      </Col>
    </>
  );
}
