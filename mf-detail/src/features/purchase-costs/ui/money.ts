/** Money as the estimates show it. */
import { formatMoney } from 'shared/format';

/** An amount in SPEC §9 money ('€ 38.630', '€ 1.105,15') that never breaks after its '€'. */
export const money = (amount: number): string => formatMoney(amount).replace(' ', '\u00a0');
