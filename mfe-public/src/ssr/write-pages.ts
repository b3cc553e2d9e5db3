/**
 * Build step (`npm run build -w mfe-public`, after Rspack): renders every public route to
 * `dist/ssr/<name>.html` (+ `<name>.css.html`) and `dist/ssr/index.json`, so the shell's
 * server can serve the pages as HTML while this remote is still deployed on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { moduleIdOf, routesOf } from '@rewards/contract/routes';
import {
  PUBLIC_CLIENT_FILE,
  SSR_DIR,
  SSR_INDEX_FILE,
  type SsrIndex,
} from '@rewards/contract/routes';
import { PAGES } from '../routes';
import { renderRoute } from './render-route';

function fileNameOf(routePath: string): string {
  return routePath === '/' ? 'index' : routePath.slice(1).replace(/[^a-z0-9-]/gi, '_');
}

export async function writePages(distDir: string): Promise<SsrIndex> {
  const outDir = path.join(distDir, SSR_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const index: SsrIndex = {};
  // The remote's own client (decision 043), when this build made one (production).
  const hasClient = fs.existsSync(path.join(distDir, PUBLIC_CLIENT_FILE));
  for (const route of routesOf('mfe_public')) {
    const page = await renderRoute(route.path, PAGES[route.module as keyof typeof PAGES]);
    const name = fileNameOf(route.path);
    fs.writeFileSync(path.join(outDir, `${name}.html`), page.html);
    fs.writeFileSync(path.join(outDir, `${name}.css.html`), page.styles);
    index[route.path] = {
      moduleId: moduleIdOf(route),
      file: `${name}.html`,
      stylesFile: `${name}.css.html`,
      title: page.title,
      description: page.description,
      ...(hasClient && { clientScript: `../${PUBLIC_CLIENT_FILE}` }),
    };
  }
  fs.writeFileSync(path.join(outDir, SSR_INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

if (require.main === module) {
  void writePages(path.join(__dirname, '..', '..', 'dist')).then((index) => {
    console.log(`[mfe-public] rendered ${Object.keys(index).length} pages to dist/${SSR_DIR}/`);
  });
}
