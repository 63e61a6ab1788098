import { addDays, weekday, type Mes } from './calendar.ts';
import type { EventoUsoGerado, MetricaAtividadeGerada } from './fatos-types.ts';
import { Rng } from './prng.ts';
import type { GrupoGerado, IsoDate, UsuarioGerado } from './types.ts';

const limitar = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 100) / 100;

/** The finance system's activity per grupo and month: mature grupos close tills and reconcile more. */
export function gerarMetricas(seed: number, grupos: GrupoGerado[], meses: Mes[]): MetricaAtividadeGerada[] {
  const out: MetricaAtividadeGerada[] = [];
  for (const g of grupos) {
    const rng = Rng.of(seed, 'metricas', g.codigo);
    const base = 45 + 45 * g.maturidade;
    for (const mes of meses) {
      const tendencia = mes.indice * 0.4;
      const m = (desvio: number) => limitar(base + tendencia + desvio + rng.gauss() * 9);
      out.push({
        grupoId: g.id,
        competencia: mes.inicio,
        caixaFechado: m(5),
        cartoesConciliados: m(-3),
        titulosEmDia: m(0),
        nfe: m(8),
        contasConciliadas: m(-8),
      });
    }
  }
  return out;
}

/** Logins and DRE/DFC/budget searches of the cliente's users over the last three months. */
export function gerarEventos(
  seed: number,
  usuarios: UsuarioGerado[],
  grupos: GrupoGerado[],
  today: IsoDate,
): EventoUsoGerado[] {
  const out: EventoUsoGerado[] = [];
  usuarios.forEach((u, i) => {
    const rng = Rng.of(seed, 'eventos', u.email);
    const assiduidade = [0.7, 0.85, 0.5][i % 3]!;
    for (let d = 90; d >= 1; d--) {
      const dia = addDays(today, -d);
      const [y, m, dd] = dia.split('-').map(Number) as [number, number, number];
      const wd = weekday(y, m, dd);
      if (wd === 0 || wd === 6 || !rng.chance(assiduidade)) continue;
      const hora = (h: number) =>
        `${dia}T${String(h).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00-03:00`;
      out.push({ usuarioId: u.id, grupoId: null, tipo: 'login', ocorridoEm: hora(rng.int(8, 10)) });
      const buscas: [EventoUsoGerado['tipo'], number][] = [
        ['dre', rng.int(0, 4)],
        ['dfc', rng.int(0, 2)],
        ['orcamento', rng.chance(0.2) ? 1 : 0],
      ];
      for (const [tipo, n] of buscas) {
        for (let k = 0; k < n; k++)
          out.push({
            usuarioId: u.id,
            grupoId: rng.pick(grupos).id,
            tipo,
            ocorridoEm: hora(rng.int(10, 18)),
          });
      }
    }
  });
  return out;
}
