import { addMonths, isoDate, nextBusinessDay } from './calendar.ts';
import { centavos, type Lancamentos } from './lancamentos.ts';
import { Rng } from './prng.ts';

/** A day of the month, clamped to its length. */
export function diaDoMes(b: Lancamentos, dia: number): string {
  return isoDate(b.mes.ano, b.mes.mes, Math.min(dia, b.mes.dias));
}

/** A due date on day `dia` of the following month, moved off weekends. */
export function mesSeguinte(b: Lancamentos, dia: number): string {
  return nextBusinessDay(addMonths(diaDoMes(b, dia), 1));
}

const mmaaaa = (b: Lancamentos) => `${String(b.mes.mes).padStart(2, '0')}/${b.mes.ano}`;

/** Payroll: an advance on the 20th, the balance on the 5th business day, charges, benefits, 13th, holidays. */
export function gerarPessoal(b: Lancamentos): void {
  const { loja, mes, rng } = b;
  const folha = loja.funcionarios * loja.salarioMedio * (1 + 0.005 * mes.indice) * rng.noise(0.03);
  const pagadora = loja.concentradoraId ?? loja.correnteId;
  const cc = loja.cc.administrativo;
  const t = b.com({
    cc,
    competencia: diaDoMes(b, 31),
    meio: 'TED',
    contaBancariaId: pagadora,
    liquidacao: 'titulo',
  });
  const guia = (fornecedor: string) => ({ fornecedor, meio: 'Guia' });
  t(
    'pessoal.salarios',
    nextBusinessDay(diaDoMes(b, 20)),
    -centavos(folha * 0.4),
    `Adiantamento salarial ${mmaaaa(b)}`,
  );
  t('pessoal.salarios', mesSeguinte(b, 6), -centavos(folha * 0.6), `Folha de pagamento ${mmaaaa(b)}`);
  t('pessoal.encargos', mesSeguinte(b, 7), -centavos(folha * 0.08), 'FGTS', guia('Caixa Econômica Federal'));
  if (!loja.simples) {
    t(
      'pessoal.encargos',
      mesSeguinte(b, 20),
      -centavos(folha * 0.2),
      'INSS patronal',
      guia('Receita Federal'),
    );
  }
  const beneficios = -centavos(loja.funcionarios * 560 * rng.noise(0.05));
  const emissor = rng.pick(['VR Benefícios', 'Sodexo', 'Alelo']);
  // Benefits are paid in advance, at the start of the month they cover.
  t('pessoal.beneficios', nextBusinessDay(mes.inicio), beneficios, 'Vale-transporte e vale-refeição', {
    competencia: mes.inicio,
    fornecedor: emissor,
  });
  const decimo = -centavos(folha * 0.5);
  if (mes.mes === 11)
    t('pessoal.provisoes', nextBusinessDay(diaDoMes(b, 30)), decimo, '13º salário - 1ª parcela');
  if (mes.mes === 12)
    t('pessoal.provisoes', nextBusinessDay(diaDoMes(b, 18)), decimo, '13º salário - 2ª parcela');
  if (rng.chance(0.6)) {
    const ferias = -centavos((folha / loja.funcionarios) * 1.33 * rng.int(1, 2));
    t('pessoal.provisoes', nextBusinessDay(diaDoMes(b, rng.int(1, 28))), ferias, 'Férias de funcionário');
  }
  const prolabore = -centavos(rng.range(3000, 3300) * (1 + loja.grupo.maturidade));
  t('pessoal.prolabore', mesSeguinte(b, 5), prolabore, 'Pró-labore dos sócios');
}

/** Rent (with the shopping centres' double rent in December), service charges, utilities, IPTU. */
export function gerarOcupacao(b: Lancamentos): void {
  const { loja, mes, rng } = b;
  const e = loja.empresa;
  const reajuste = 1 + 0.045 * Math.floor(mes.indice / 12);
  const aluguel = -centavos(loja.aluguel * reajuste);
  const locador =
    e.tipoEstabelecimento === 'Loja de rua'
      ? 'Imobiliária Lar Certo'
      : `Condomínio ${e.apelido.replace(/^Quiosque /, '')}`;
  const base = {
    cc: loja.cc.administrativo,
    competencia: diaDoMes(b, 31),
    meio: 'Boleto',
    contaBancariaId: loja.correnteId,
  };
  const t = b.com({ ...base, liquidacao: 'titulo', fornecedor: locador });
  t('ocupacao.aluguel', mesSeguinte(b, 5), aluguel, `Aluguel ${mmaaaa(b)}`);
  if (e.tipoEstabelecimento !== 'Loja de rua') {
    if (mes.mes === 12)
      t('ocupacao.aluguel', mesSeguinte(b, 5), aluguel, 'Aluguel dobrado de dezembro (13º aluguel)');
    const condominio = -centavos(e.m2 * 48 * reajuste * rng.noise(0.04));
    t('ocupacao.condominio', mesSeguinte(b, 10), condominio, 'Condomínio');
    t(
      'ocupacao.fundo-promocao',
      mesSeguinte(b, 10),
      Math.round(aluguel * 0.1),
      'Fundo de promoção e propaganda',
    );
  } else if (mes.mes >= 2 && mes.mes <= 11) {
    const iptu = -centavos(e.m2 * 6.5);
    t('ocupacao.iptu', nextBusinessDay(diaDoMes(b, 15)), iptu, `IPTU parcela ${mes.mes - 1}/10`, {
      fornecedor: `Prefeitura de ${e.cidade}`,
      meio: 'Guia',
    });
  }
  const verao = [12, 1, 2, 3].includes(mes.mes) ? 1.22 : 1;
  const energia = -centavos((e.m2 * 30 + 400) * verao * rng.noise(0.08));
  const agua = -centavos((250 + e.m2 * 4) * rng.noise(0.1));
  const concessionaria = (chave: string) => ({ fornecedor: loja.fornecedores[chave] ?? null });
  t('ocupacao.energia', mesSeguinte(b, 15), energia, 'Conta de energia', concessionaria('ocupacao.energia'));
  t('ocupacao.agua', mesSeguinte(b, 18), agua, 'Conta de água', concessionaria('ocupacao.agua'));
}

const MANUTENCOES = [
  'Manutenção de freezer',
  'Reparo elétrico',
  'Manutenção de máquina de café',
  'Conserto de ar-condicionado',
];
const MATERIAIS = ['Material de limpeza', 'Material de escritório', 'Bobinas para PDV'];
const OUTRAS = ['Despesas diversas', 'Correios', 'Cópias e impressões'];

/** Accounting, systems, phone, repairs, supplies, and now and then one of the grupo's own accounts. */
export function gerarAdministrativas(b: Lancamentos): void {
  const { loja, rng } = b;
  const base = {
    cc: loja.cc.administrativo,
    meio: 'Boleto',
    contaBancariaId: loja.correnteId,
    liquidacao: 'titulo' as const,
  };
  const fixa = (chave: string, dia: number, valor: number, historico: string, contaId?: string) =>
    b.add({
      ...base,
      chave,
      contaId,
      competencia: diaDoMes(b, dia),
      vencimento: mesSeguinte(b, dia),
      valor: -centavos(valor),
      historico,
      fornecedor: loja.fornecedores[chave] ?? null,
    });
  // Fixed fees differ by store but not from month to month.
  const r = Rng.of(loja.seed, 'mensalidades', loja.empresa.codigoLoja).next();
  fixa('admin.contabilidade', 10, 900 + r * 700, 'Honorários contábeis');
  fixa('admin.sistemas', 15, 280 + r * 370, 'Mensalidade sistema PDV/ERP');
  fixa('admin.telefone', 20, 180 + r * 200, 'Internet e telefone');
  for (let i = rng.int(0, 2); i > 0; i--)
    fixa('admin.manutencao', rng.int(1, 28), rng.range(150, 2500), rng.pick(MANUTENCOES));
  for (let i = rng.int(1, 2); i > 0; i--)
    fixa('admin.materiais', rng.int(1, 28), rng.range(200, 900), rng.pick(MATERIAIS));
  if (rng.chance(0.5)) fixa('admin.outras', rng.int(1, 28), rng.range(80, 700), rng.pick(OUTRAS));
  if (loja.extras.length > 0 && rng.chance(0.4)) {
    fixa('admin.outras', rng.int(1, 28), rng.range(80, 900), 'Despesa eventual', rng.pick(loja.extras));
  }
}
