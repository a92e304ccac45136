import { allSettled, fork } from 'effector';
import { $loanEdits, $ownHome, loanFieldEdited, ownHomeToggled, purchaseCostsReset } from './model';

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

describe('loan edits', () => {
  it('keeps each field the visitor typed until another page opens', async () => {
    const scope = fork();
    await allSettled(loanFieldEdited, { scope, params: { field: 'rate', text: '3,5' } });
    await allSettled(loanFieldEdited, { scope, params: { field: 'years', text: '25' } });
    await allSettled(loanFieldEdited, { scope, params: { field: 'rate', text: '4' } });
    expect(scope.getState($loanEdits)).toEqual({ rate: '4', years: '25' });
    await allSettled(purchaseCostsReset, { scope });
    expect(scope.getState($loanEdits)).toEqual({});
  });
});
