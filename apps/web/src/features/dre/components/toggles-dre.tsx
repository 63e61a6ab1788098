import { dreToggleLabels, togglesDesabilitadosDre, type ConfigDre, type ToggleDre } from '@matriz/contracts';
import { Switch } from 'antd';

/** The toggles in the card's order (spec 001 §2.1). */
const ORDEM: readonly ToggleDre[] = [
  'AnaliseVertical',
  'AnaliseHorizontal',
  'adicionarDiferenca',
  'TotalizarPeriodo',
  'CompararComOrcado',
  'MostrarCadaCentroDeCustoSeparadoPorColuna',
  'EmpresaPorApelido',
  'ExcluirEmpresasInativas',
  'visaoPorLoja',
  'visaoPorCentroDeCusto',
  'tirarMedia',
];

export interface TogglesDreProps {
  config: ConfigDre;
  onChange: (campo: ToggleDre, ligado: boolean) => void;
}

/**
 * The configuration toggles with the dependencies of spec 001 §4 (togglesDesabilitadosDre): a toggle that
 * cannot change now is shown disabled; '% Diferença' appears only with both analyses on. Each is a switch named
 * by its label (a click on the text toggles it too).
 */
export function TogglesDre({ config, onChange }: TogglesDreProps) {
  const desabilitados = togglesDesabilitadosDre(config);
  const visiveis = ORDEM.filter(
    (t) => t !== 'adicionarDiferenca' || (config.AnaliseVertical && config.AnaliseHorizontal),
  );
  return (
    <div className="dre-toggles" role="group" aria-label="Opções da DRE">
      {visiveis.map((t) => (
        <label key={t} className={desabilitados[t] ? 'dre-toggle dre-toggle-off' : 'dre-toggle'}>
          <Switch
            size="small"
            checked={config[t]}
            disabled={desabilitados[t]}
            onChange={(ligado) => onChange(t, ligado)}
          />
          <span>{dreToggleLabels[t]}</span>
        </label>
      ))}
    </div>
  );
}
