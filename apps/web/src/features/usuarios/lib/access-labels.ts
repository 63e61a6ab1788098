import type { AccessResourceName } from '@matriz/contracts';

/** How the access-rule grid names each resource of spec 000 §6 (the API keeps the spec's spelling). */
export const resourceLabels: Record<AccessResourceName, string> = {
  DRE: 'DRE',
  DreValorManual: 'DRE — valores manuais',
  FluxoDeCaixa: 'DFC / Fluxo de caixa',
  IndiceDeGestao: 'Índice de Gestão',
  indiceGestao: 'Índice de Gestão (menu)',
  Kpi: 'KPIs',
  KpiGrafico: 'Gráficos de KPI',
  Cluster: 'Cluster',
  DePara: 'De - Para',
  Arquivo: 'Upload de arquivos',
  Relatorio: 'Relatórios',
  Sincronizacao: 'Sincronização',
  Comparativo: 'Comparativo',
  Empresa: 'Empresas',
  Webservice: 'Webservice',
  usuarios: 'Usuários',
  Logo: 'Logo',
};

const actionLabels: Record<string, string> = { VinculoAutomatico: 'Vínculo automático' };

export const getActionLabel = (acao: string) => actionLabels[acao] ?? acao;
