import { randomFillSync } from 'node:crypto';

// UUID v7 for bulk inserts. The `uuid` package draws 16 random bytes from the OS per id, which costs
// seconds on a million-row load; here randomness comes from a pooled buffer, refilled in 64 KB blocks.

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const pool = Buffer.allocUnsafe(65_536);
let pos = pool.length;
let ultimoMs = 0;
let sequencia = 0;

function bytes(n: number): number {
  if (pos + n > pool.length) {
    randomFillSync(pool);
    pos = 0;
  }
  const at = pos;
  pos += n;
  return at;
}

/**
 * A UUID v7 (RFC 9562): 48-bit Unix milliseconds, then a 12-bit counter so ids made in the same
 * millisecond still sort in creation order, then 62 random bits.
 */
export function uuidV7(): string {
  let ms = Date.now();
  if (ms > ultimoMs) {
    ultimoMs = ms;
    sequencia = 0;
  } else {
    sequencia++;
    if (sequencia > 0xfff) {
      ultimoMs++;
      sequencia = 0;
    }
    ms = ultimoMs;
  }
  const r = bytes(8);
  const t = ms.toString(16).padStart(12, '0');
  const a = (0x7000 | sequencia).toString(16);
  const b = HEX[0x80 | (pool[r]! & 0x3f)]! + HEX[pool[r + 1]!]!;
  const c =
    HEX[pool[r + 2]!]! +
    HEX[pool[r + 3]!]! +
    HEX[pool[r + 4]!]! +
    HEX[pool[r + 5]!]! +
    HEX[pool[r + 6]!]! +
    HEX[pool[r + 7]!]!;
  return `${t.slice(0, 8)}-${t.slice(8)}-${a}-${b}-${c}`;
}
