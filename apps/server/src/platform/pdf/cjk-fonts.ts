import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let cache: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Noto Sans SC (SIL OFL 1.1) from its npm package, for PDFs in Chinese: the server needs no system
 * fonts, and pdfkit embeds only the glyphs a document uses.
 */
export function cjkFonts() {
  cache ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    ),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  };
  return cache;
}
