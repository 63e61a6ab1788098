import { CrownFilled } from '@ant-design/icons';
import { isPremium } from '@matriz/contracts';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';

import { useSession } from '../../lib/session.ts';

import { PremiumModal } from './premium-modal.tsx';

const GOLD = '#d48806';

/**
 * The Premium badge of the screens with premium features (spec 000 §2.8): a premium account sees the plain
 * badge; any other account sees a button that opens the premium modal.
 */
export function PremiumBadge() {
  const claims = useSession()?.claims ?? [];
  const [open, setOpen] = useState(false);
  if (isPremium(claims)) {
    return (
      <Tag color="gold" icon={<CrownFilled aria-hidden />} style={{ marginInlineEnd: 0 }}>
        Premium
      </Tag>
    );
  }
  return (
    <>
      <Tooltip title="Conheça o plano Premium">
        <Tag
          color="gold"
          icon={<CrownFilled aria-hidden style={{ color: GOLD }} />}
          role="button"
          tabIndex={0}
          aria-label="Premium: conheça o plano"
          style={{ cursor: 'pointer', marginInlineEnd: 0 }}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          Premium
        </Tag>
      </Tooltip>
      <PremiumModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
