import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const full = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

describe('the drawings’ colours (src/css/_art-palette.scss)', () => {
  it('are the only colours of the catalogue’s product drawings', () => {
    const scss = readFileSync(path.join(root, 'src/css/_art-palette.scss'), 'utf8');
    const light = scss.slice(scss.indexOf(':root'), scss.indexOf('}'));
    const palette = new Set([...light.matchAll(/--art-[\w-]+:\s*(#[0-9a-f]{3,6})/gi)].map(([, hex]) => full(hex!)));
    expect(palette.size).toBeGreaterThan(5);
    const dir = path.join(root, 'static/img/products');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const colours = readFileSync(path.join(dir, file), 'utf8').match(/#[0-9a-f]{3,6}\b/gi) ?? [];
      expect(colours.length, file).toBeGreaterThan(0);
      for (const colour of colours) expect(palette, `${file}: ${colour}`).toContain(full(colour));
    }
  });
});
