import { stickerColor } from './sticker';

describe('sticker colours (SPEC §5)', () => {
  it('ignores the default white colour and the default black text colour', () => {
    for (const color of ['#ffffff', '#FFF', ' #fff ']) {
      expect(stickerColor({ color })).toBeNull();
    }
    for (const colorText of ['#000000', '#000']) {
      expect(stickerColor({ colorText }, 'colorText')).toBeNull();
    }
  });

  it('keeps any other colour, lower-cased', () => {
    expect(stickerColor({ color: '#2E7D32' })).toBe('#2e7d32');
    expect(stickerColor({ color: '#000000' })).toBe('#000000');
    expect(stickerColor({ colorText: '#ffffff' }, 'colorText')).toBe('#ffffff');
    expect(stickerColor({ colorText: '#123' }, 'colorText')).toBe('#123');
  });

  it('ignores missing colours and values that are not hex colours', () => {
    expect(stickerColor(null)).toBeNull();
    expect(stickerColor({ color: null })).toBeNull();
    expect(stickerColor({ color: '' })).toBeNull();
    expect(stickerColor({ color: '#12345' })).toBeNull();
    expect(stickerColor({ color: 'red;background:url(x)' })).toBeNull();
    expect(stickerColor(undefined, 'colorText')).toBeNull();
    expect(stickerColor({ colorText: 'expression()' }, 'colorText')).toBeNull();
  });
});
