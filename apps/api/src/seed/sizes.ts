import type { SeedSize } from './types.ts';

export interface ParametrosRede {
  lojas: number;
  marcas: number;
  /** Revenue entries per day are split by card brand for grupos that do so (more, smaller rows). */
  bandeiras: boolean;
}

export interface ParametrosTamanho {
  meses: number;
  premium: ParametrosRede;
  starter: ParametrosRede;
  /** Bank statement lines are generated for the last N months only (older months have balances only). */
  mesesDeExtrato: number;
}

export const tamanhos: Record<SeedSize, ParametrosTamanho> = {
  small: {
    meses: 6,
    premium: { lojas: 6, marcas: 2, bandeiras: false },
    starter: { lojas: 3, marcas: 1, bandeiras: false },
    mesesDeExtrato: 6,
  },
  demo: {
    meses: 24,
    premium: { lojas: 150, marcas: 3, bandeiras: false },
    starter: { lojas: 5, marcas: 1, bandeiras: false },
    mesesDeExtrato: 6,
  },
  bench: {
    meses: 36,
    premium: { lojas: 1200, marcas: 3, bandeiras: true },
    starter: { lojas: 5, marcas: 1, bandeiras: false },
    mesesDeExtrato: 6,
  },
};

export const DEFAULT_SEED = 20260101;
