import { ThunderboltOutlined } from '@ant-design/icons';
import { deParaMessages, errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import { useEffect, useState } from 'react';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestVinculoAutomatico, useVinculoAutomaticoLock } from '../api/vinculo-automatico.ts';
import { nextCheckMs, parseLock, unlockText } from '../lib/vinculo-lock.ts';

import { ConfirmButton } from './confirm-button.tsx';

const CONFIRM_TITLE = 'Vincular automaticamente?';
const CONFIRM_TEXT =
  'Cada conta pendente com uma sugestão confiável será vinculada à conta sugerida e irá para Revisão ' +
  '(nada é aprovado sem uma pessoa). O que foi vinculado, e por quê, fica registrado no histórico e no relatório.';

/** The lock's end while it lasts, null once it has passed: one timer to that instant (no polling). */
function useLock(bloqueadoAte: string | null | undefined): Date | null {
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    const until = parseLock(bloqueadoAte);
    if (!bloqueadoAte || !until) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const wait = nextCheckMs(until, Date.now());
      if (wait === 0) setEnded(bloqueadoAte);
      else timer = setTimeout(check, wait);
    };
    timer = setTimeout(check, nextCheckMs(until, Date.now()));
    return () => clearTimeout(timer);
  }, [bloqueadoAte]);
  return bloqueadoAte === ended ? null : parseLock(bloqueadoAte);
}

/**
 * 'Vincular Automaticamente' (spec 002 §2.2, §4, §6; issue 9 §4): needs DePara/VinculoAutomatico; after a request
 * it stays disabled for 15 minutes. The lock is the server's (the GET says until when, and so do the POST's answer
 * and a 429): the button only mirrors it, and unlocks itself at that instant.
 */
export function VinculoButton() {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const allowed = hasAccess(claims, 'DePara', 'VinculoAutomatico');
  const state = useVinculoAutomaticoLock(allowed);
  const request = useRequestVinculoAutomatico();
  const until = useLock(state.data?.bloqueadoAte);
  const disabledReason = !allowed ? errorMessages.forbidden : until ? unlockText(until) : null;

  return (
    <ConfirmButton
      icon={<ThunderboltOutlined />}
      loading={request.isPending}
      disabledReason={disabledReason}
      title={CONFIRM_TITLE}
      description={<div style={{ maxWidth: 340 }}>{CONFIRM_TEXT}</div>}
      onConfirm={() =>
        request
          .mutateAsync()
          .then(() => {
            // the report of what was linked goes to /relatorio, whose downloads are premium
            if (isPremium(claims)) notifyReportQueued();
            else void message.success(deParaMessages.autoLinkQueued);
          })
          // the API client showed the refusal (a 429 says until when), and the lock came with it
          .catch(() => undefined)
      }
    >
      Vincular Automaticamente
    </ConfirmButton>
  );
}
