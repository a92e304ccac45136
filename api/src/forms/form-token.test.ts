import { FormTokens, MIN_SECRET_LENGTH } from './form-token';

const KEY = 'k'.repeat(MIN_SECRET_LENGTH);

describe('FormTokens', () => {
  it('accepts its own token once the least fill time has passed, for the site it was issued for', async () => {
    const tokens = new FormTokens(KEY, 3_000, 3_600_000);
    const token = await tokens.issue(1, 10_000);
    expect(await tokens.check(token, 1, 13_000)).toBeNull();
    expect(await tokens.check(token, 1, 12_999)).toBe('formTooFast');
    expect(await tokens.check(token, 2, 13_000)).toBe('formTokenInvalid');
    expect(await tokens.check(token, 1, 10_000 + 3_600_001)).toBe('formTokenExpired');
    expect(await tokens.check(undefined, 1)).toBe('formTokenMissing');
    expect(await tokens.check('abc', 1)).toBe('formTokenInvalid');
  });

  it('refuses a token signed with another key', async () => {
    const other = await new FormTokens('o'.repeat(MIN_SECRET_LENGTH), 0, 60_000).issue(1);
    expect(await new FormTokens(KEY, 0, 60_000).check(other, 1)).toBe('formTokenInvalid');
  });

  it('refuses a key that is too short', () => {
    expect(() => new FormTokens('short', 0, 60_000)).toThrow(/at least/);
  });

  it('reads its key when first needed, and again after a failed read', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue(KEY);
    const tokens = new FormTokens(load, 0, 60_000);
    expect(load).not.toHaveBeenCalled();
    await expect(tokens.issue(1)).rejects.toThrow('database down');
    const token = await tokens.issue(1);
    expect(await tokens.check(token, 1)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
