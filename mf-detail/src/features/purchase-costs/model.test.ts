import { allSettled, fork } from 'effector';
import { $ownHome, ownHomeToggled, purchaseCostsReset } from './model';

describe('purchase costs model', () => {
  it('keeps the visitor’s own-home choice until another page opens', async () => {
    const scope = fork();
    expect(scope.getState($ownHome)).toBe(false);
    await allSettled(ownHomeToggled, { scope, params: true });
    expect(scope.getState($ownHome)).toBe(true);
    await allSettled(purchaseCostsReset, { scope });
    expect(scope.getState($ownHome)).toBe(false);
  });
});
