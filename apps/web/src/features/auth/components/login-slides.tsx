/** Three inline illustrations about the product for the login carousel (no downloaded images). */
const card = { fill: '#ffffff', opacity: 0.96 };
const ink = '#12303f';
const teal = '#1f6f8b';
const mint = '#56c2a6';
const sand = '#f2b544';

/** DRE: a statement with bars for revenue, costs and result. */
export function DreIllustration() {
  const bars = [
    { y: 86, w: 190, c: teal, label: 'Receita Bruta' },
    { y: 118, w: 120, c: sand, label: 'CMV' },
    { y: 150, w: 92, c: sand, label: 'Despesas' },
    { y: 182, w: 150, c: mint, label: 'EBITDA' },
  ];
  return (
    <svg viewBox="0 0 360 240" width="100%" aria-hidden>
      <rect x="20" y="20" width="320" height="200" rx="14" {...card} />
      <text x="40" y="56" fill={ink} fontSize="16" fontWeight="600">
        DRE gerencial
      </text>
      <rect x="250" y="42" width="70" height="20" rx="10" fill={mint} opacity="0.25" />
      <text x="262" y="56" fill={ink} fontSize="11">
        + 12,4%
      </text>
      {bars.map((b) => (
        <g key={b.label}>
          <text x="40" y={b.y + 13} fill={ink} fontSize="11" opacity="0.7">
            {b.label}
          </text>
          <rect x="130" y={b.y} width={b.w} height="18" rx="5" fill={b.c} />
        </g>
      ))}
    </svg>
  );
}

/** Cash flow: a balance line over months with inflow and outflow columns. */
export function CashFlowIllustration() {
  const cols = [60, 95, 80, 120, 105, 140, 130];
  return (
    <svg viewBox="0 0 360 240" width="100%" aria-hidden>
      <rect x="20" y="20" width="320" height="200" rx="14" {...card} />
      <text x="40" y="56" fill={ink} fontSize="16" fontWeight="600">
        Fluxo de caixa
      </text>
      {cols.map((h, i) => (
        <g key={i}>
          <rect x={48 + i * 40} y={196 - h} width="14" height={h} rx="3" fill={teal} opacity="0.85" />
          <rect
            x={64 + i * 40}
            y={196 - h * 0.7}
            width="8"
            height={h * 0.7}
            rx="3"
            fill={sand}
            opacity="0.8"
          />
        </g>
      ))}
      <polyline
        points="55,150 95,132 135,140 175,104 215,112 255,84 295,80"
        fill="none"
        stroke={mint}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1="40" y1="197" x2="320" y2="197" stroke={ink} opacity="0.2" />
    </svg>
  );
}

/** Network: the franchisor connected to its stores, grouped in clusters. */
export function NetworkIllustration() {
  const stores = [
    [80, 80],
    [90, 170],
    [170, 190],
    [270, 175],
    [285, 85],
    [210, 70],
  ] as const;
  return (
    <svg viewBox="0 0 360 240" width="100%" aria-hidden>
      <rect x="20" y="20" width="320" height="200" rx="14" {...card} />
      <ellipse cx="95" cy="125" rx="48" ry="72" fill={mint} opacity="0.14" />
      <ellipse cx="265" cy="130" rx="48" ry="72" fill={sand} opacity="0.16" />
      {stores.map(([x, y]) => (
        <line key={`l${x}`} x1="180" y1="125" x2={x} y2={y} stroke={teal} strokeWidth="2" opacity="0.4" />
      ))}
      {stores.map(([x, y]) => (
        <g key={`s${x}`}>
          <rect
            x={x - 14}
            y={y - 12}
            width="28"
            height="24"
            rx="5"
            fill="#ffffff"
            stroke={teal}
            strokeWidth="2"
          />
          <rect x={x - 6} y={y - 2} width="12" height="10" rx="2" fill={teal} opacity="0.6" />
        </g>
      ))}
      <circle cx="180" cy="125" r="24" fill={teal} />
      <text x="180" y="131" fill="#ffffff" fontSize="16" fontWeight="700" textAnchor="middle">
        M
      </text>
    </svg>
  );
}

export const loginSlides = [
  {
    key: 'dre',
    title: 'A DRE de toda a rede, loja por loja',
    text: 'Acompanhe receitas, custos e resultados de cada franquia com o plano de contas do franqueador.',
    Illustration: DreIllustration,
  },
  {
    key: 'dfc',
    title: 'Fluxo de caixa e contas bancárias',
    text: 'Saldos, entradas e saídas por dia, mês, trimestre ou semestre, com o extrato de cada conta.',
    Illustration: CashFlowIllustration,
  },
  {
    key: 'cluster',
    title: 'Compare lojas parecidas',
    text: 'Monte clusters, encontre as lojas de destaque e compare cada unidade com o quartil da rede.',
    Illustration: NetworkIllustration,
  },
] as const;
