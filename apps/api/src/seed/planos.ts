import { contasPadrao, contaPadrao, secoes } from './catalog/contas.ts';
import { bandeiras, contasExtras, variacoesDeNome } from './catalog/variacoes.ts';
import { type IdFactory, Rng } from './prng.ts';
import type {
  ContaFranqueadoGerada,
  ContaFranqueadorGerada,
  DeParaGerado,
  GrupoGerado,
  MarcaGerada,
  StatusDePara,
} from './types.ts';

/** Per marca: the sections (level 1) and their accounts (level 2). */
export function buildPlanoFranqueador(ids: IdFactory, marcas: MarcaGerada[]): ContaFranqueadorGerada[] {
  const out: ContaFranqueadorGerada[] = [];
  for (const marca of marcas) {
    const secaoId = new Map<string, string>();
    for (const s of secoes) {
      const id = ids.next();
      secaoId.set(s.codigo, id);
      const natureza = s.codigo === '1' ? 'receita' : 'despesa';
      out.push({
        id,
        marcaId: marca.id,
        chave: `secao:${s.codigo}`,
        parentId: null,
        nivel: 1,
        codigo: s.codigo,
        nome: s.nome,
        secao: s.codigo,
        natureza,
      });
    }
    for (const c of contasPadrao) {
      out.push({
        id: ids.next(),
        marcaId: marca.id,
        chave: c.chave,
        parentId: secaoId.get(c.secao)!,
        nivel: 2,
        codigo: c.codigo,
        nome: c.nome,
        secao: c.secao,
        natureza: c.natureza,
      });
    }
  }
  return out;
}

const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A typo as people make them: a dropped or doubled letter. */
function comErroDeDigitacao(rng: Rng, nome: string): string {
  const i = rng.int(1, Math.max(1, nome.length - 2));
  return rng.chance(0.5) ? nome.slice(0, i) + nome.slice(i + 1) : nome.slice(0, i) + nome[i] + nome.slice(i);
}

function variarNome(rng: Rng, chave: string): string {
  let nome = rng.pick(variacoesDeNome[chave] ?? [contaPadrao(chave).nome]);
  if (rng.chance(0.12)) nome = nome.toUpperCase();
  if (rng.chance(0.1)) nome = semAcento(nome);
  if (rng.chance(0.05)) nome = comErroDeDigitacao(rng, nome);
  return nome;
}

/** Account codes in the style of the grupo's finance system. */
function codigoNoEstilo(estilo: number, secao: string, seq: number, natureza: string): string {
  const s = Number(secao);
  switch (estilo) {
    case 0:
      return `${s <= 1 ? 3 : 4}.${s}.${String(seq).padStart(2, '0')}.001`;
    case 1:
      return `${s}${String(seq).padStart(3, '0')}`;
    case 2:
      return `${natureza === 'receita' ? 'R' : 'D'}-${String(s * 100 + seq).padStart(4, '0')}`;
    default:
      return `${String(s).padStart(2, '0')}.${String(seq).padStart(2, '0')}.0001`;
  }
}

/** One grupo's own chart: every standard account under its own name and code, plus a few extras. */
export function buildPlanoFranqueado(
  seed: number,
  ids: IdFactory,
  grupo: GrupoGerado,
): ContaFranqueadoGerada[] {
  const rng = Rng.of(seed, 'plano-franqueado', grupo.codigo);
  const seqPorSecao = new Map<string, number>();
  const out: ContaFranqueadoGerada[] = [];
  const add = (
    chave: string | null,
    nome: string,
    secao: string,
    natureza: 'receita' | 'despesa',
    bandeira: string | null,
    extra = false,
  ) => {
    const seq = (seqPorSecao.get(secao) ?? 0) + 1;
    seqPorSecao.set(secao, seq);
    const codigo = codigoNoEstilo(grupo.estiloPlano, secao, seq, natureza);
    out.push({ id: ids.next(), grupoId: grupo.id, codigo, nome, natureza, chave, bandeira, extra });
  };
  for (const conta of contasPadrao) {
    const nome = variarNome(rng, conta.chave);
    const porBandeira =
      grupo.separaBandeiras && (conta.chave === 'venda.credito' || conta.chave === 'venda.debito');
    if (porBandeira) {
      for (const b of bandeiras) add(conta.chave, `${nome} ${b}`, conta.secao, conta.natureza, b);
    } else {
      add(conta.chave, nome, conta.secao, conta.natureza, null);
    }
  }
  for (const extra of rng.sample(contasExtras, rng.int(2, 5))) {
    // Unmapped extras are overheads: they sit with the administrative accounts.
    const secao = extra.chave ? contaPadrao(extra.chave).secao : '7';
    add(extra.chave, extra.nome, secao, 'despesa', null, true);
  }
  return out;
}

function statusDe(rng: Rng, grupo: GrupoGerado, conta: ContaFranqueadoGerada): StatusDePara {
  if (conta.chave === null) return rng.chance(0.3) ? 'revisao' : 'pendente';
  const essencial = conta.chave.startsWith('venda.') || conta.chave.startsWith('cmv.insumos');
  const pAprovado = essencial ? Math.max(grupo.maturidade, 0.92) : grupo.maturidade;
  if (rng.chance(pAprovado)) return 'aprovado';
  return rng.chance(0.45) ? 'revisao' : 'pendente';
}

/** The mapping of each grupo's accounts for each of its marcas, partly approved, in review or pending. */
export function buildDePara(
  seed: number,
  ids: IdFactory,
  grupos: GrupoGerado[],
  planosFranqueado: ContaFranqueadoGerada[],
  planoFranqueador: ContaFranqueadorGerada[],
): DeParaGerado[] {
  const franqueador = new Map(planoFranqueador.map((c) => [`${c.marcaId}|${c.chave}`, c.id]));
  const out: DeParaGerado[] = [];
  for (const grupo of grupos) {
    const rng = Rng.of(seed, 'de-para', grupo.codigo);
    const contas = planosFranqueado.filter((c) => c.grupoId === grupo.id);
    for (const marcaId of grupo.marcaIds) {
      for (const conta of contas) {
        const status = statusDe(rng, grupo, conta);
        const destino =
          conta.chave === null || status === 'pendente'
            ? null
            : franqueador.get(`${marcaId}|${conta.chave}`)!;
        out.push({
          id: ids.next(),
          grupoId: grupo.id,
          marcaId,
          contaFranqueadoId: conta.id,
          contaFranqueadorId: destino,
          status,
          justificativa:
            destino === null && status === 'revisao'
              ? 'Conta sem correspondente no plano da franqueadora'
              : null,
        });
      }
    }
  }
  return out;
}
