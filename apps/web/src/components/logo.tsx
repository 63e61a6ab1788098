import type { SVGProps } from 'react';

/** The Matriz symbol: three columns of a matrix forming an M. Used alone when the sidebar is collapsed. */
export function MatrizSymbol({ size = 32, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Matriz" {...props}>
      <rect width="32" height="32" rx="7" fill="#1f6f8b" />
      <g fill="#ffffff">
        <rect x="7" y="7" width="5" height="18" rx="1.5" />
        <rect x="20" y="7" width="5" height="18" rx="1.5" />
        <rect x="13.5" y="12" width="5" height="8" rx="1.5" opacity="0.75" />
      </g>
    </svg>
  );
}

/** The full logo: symbol and the word Matriz. `tone` follows the background it sits on. */
export function MatrizLogo({
  height = 32,
  tone = 'dark',
  ...props
}: SVGProps<SVGSVGElement> & { height?: number; tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? '#12303f' : '#ffffff';
  return (
    <svg height={height} viewBox="0 0 132 32" role="img" aria-label="Matriz" {...props}>
      <rect width="32" height="32" rx="7" fill="#1f6f8b" />
      <g fill="#ffffff">
        <rect x="7" y="7" width="5" height="18" rx="1.5" />
        <rect x="20" y="7" width="5" height="18" rx="1.5" />
        <rect x="13.5" y="12" width="5" height="8" rx="1.5" opacity="0.75" />
      </g>
      <text
        x="42"
        y="23"
        fill={text}
        fontFamily="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
        fontSize="21"
        fontWeight="600"
        letterSpacing="0.3"
      >
        Matriz
      </text>
    </svg>
  );
}
