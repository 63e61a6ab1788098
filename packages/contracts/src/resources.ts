/** Resources and actions of access rules (spec 000 §6), in the order the access-rule grid shows them. */
export const accessResources = [
  { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
  { nome: 'DreValorManual', acoes: ['Obter', 'Editar', 'Exportar'] },
  { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
  { nome: 'IndiceDeGestao', acoes: ['Obter'] },
  { nome: 'indiceGestao', acoes: ['Obter'] },
  { nome: 'Kpi', acoes: ['Salvar'] },
  { nome: 'KpiGrafico', acoes: ['Obter'] },
  { nome: 'Cluster', acoes: ['Salvar', 'Deletar'] },
  { nome: 'DePara', acoes: ['Exportar', 'VinculoAutomatico'] },
  { nome: 'Arquivo', acoes: ['Obter', 'Importar', 'Exportar'] },
  { nome: 'Relatorio', acoes: ['Exportar'] },
  { nome: 'Sincronizacao', acoes: ['Obter', 'Criar'] },
  { nome: 'Comparativo', acoes: ['Obter', 'Salvar', 'Exportar'] },
  { nome: 'Empresa', acoes: ['Obter', 'Exportar'] },
  { nome: 'Webservice', acoes: ['Obter', 'Criar'] },
  { nome: 'usuarios', acoes: ['Obter', 'Salvar', 'Deletar'] },
  { nome: 'Logo', acoes: ['Salvar'] },
] as const;

export type AccessResourceName = (typeof accessResources)[number]['nome'];
