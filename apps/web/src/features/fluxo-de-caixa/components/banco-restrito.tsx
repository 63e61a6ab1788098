import { fluxoDeCaixaBancoMessages as m } from '@matriz/contracts';
import { Alert } from 'antd';

import { useSession } from '../../../lib/session.ts';

/**
 * Whether the signed-in user's access rule limits cost centres: the server refuses them the bank tabs (a bank
 * account and its statement are the whole store's — the cash-flow tab hides the balances from them likewise), so
 * the tabs say so instead of asking.
 */
export function useBancoRestrito(): boolean {
  return useSession()?.user.restritoPorCentroDeCusto === true;
}

/** The notice shown in place of a bank tab to a user limited to cost centres (the server's own words). */
export function BancoRestritoAviso() {
  return <Alert type="info" showIcon title={m.restritoPorCentro} />;
}
