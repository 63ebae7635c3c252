import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (client/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  dynamicImports?: string[];
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page's HTML links or inlines (the SSR bundle's PageAssets). */
export interface PageAssets {
  entry: string;
  modulePreloads: string[];
  fontPreloads: string[];
  css: string;
}

/** The module the browser entry imports once the page is painted (client/src/hydrate.tsx). */
const APP_MODULE = 'hydrate';

/** The font of the first screen's text: Latin Jost (the other subsets load only where a page uses them). */
const FIRST_SCREEN_FONT = /jost-latin-wght-normal\.woff2$/;

/**
 * The client build as the server renderer sees it: for a page's source modules (src/…, no extension, as
 * the router's page handles name them) the entry, the modules to preload and the CSS to inline — the
 * app's own and the page's, so the first paint waits for no stylesheet request. Worked out once per page.
 */
export class PageAssetCatalog {
  private readonly manifest: Manifest;
  private readonly entryKey: string;
  private readonly fonts: string[];
  private readonly byPage = new Map<string, PageAssets>();
  private readonly cssFiles = new Map<string, string>();
  private readonly logger = new Logger('Storefront');
  /** Changes with every build: part of each page's ETag. */
  readonly buildId: string;

  constructor(private readonly distDir: string) {
    const manifestText = readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8');
    this.manifest = JSON.parse(manifestText) as Manifest;
    this.buildId = createHash('sha256').update(manifestText).digest('base64url').slice(0, 16);
    const entryKey = Object.keys(this.manifest).find((key) => key === 'index.html');
    if (!entryKey) throw new Error(`${distDir}'s manifest has no storefront entry (index.html)`);
    this.entryKey = entryKey;
    this.fonts = Object.entries(this.manifest)
      .filter(([key]) => FIRST_SCREEN_FONT.test(key))
      .map(([, chunk]) => `/${chunk.file}`);
  }

  assetsOf(pageModules: string[]): PageAssets {
    const key = pageModules.join('|');
    let assets = this.byPage.get(key);
    if (!assets) {
      assets = this.resolve(pageModules);
      this.byPage.set(key, assets);
    }
    return assets;
  }

  private resolve(pageModules: string[]): PageAssets {
    const chunks: string[] = [];
    const visit = (key: string) => {
      if (chunks.includes(key) || !this.manifest[key]) return;
      chunks.push(key);
      for (const imported of this.manifest[key].imports ?? []) visit(imported);
    };
    visit(this.entryKey);
    // The entry waits for the page to load and paint, then preloads these (the app's and the page's chunks) side by side.
    const app = this.chunkOf(APP_MODULE);
    if (app) visit(app);
    for (const module of pageModules) {
      const key = this.chunkOf(module);
      // Without its chunk named, the page still renders; the browser then loads its code on hydrating.
      if (key) visit(key);
      else this.logger.warn(`The client build names no chunk for the page module ${module}: its code is not preloaded`);
    }
    const files = chunks.map((key) => this.manifest[key]);
    const css = [...new Set(files.flatMap((chunk) => chunk.css ?? []))].map((file) => this.cssText(file)).join('\n');
    return {
      entry: `/${this.manifest[this.entryKey].file}`,
      modulePreloads: files.filter((chunk) => chunk !== this.manifest[this.entryKey]).map((chunk) => `/${chunk.file}`),
      fontPreloads: this.fonts,
      css,
    };
  }

  /**
   * A page module's chunk: its own entry when it is only loaded lazily, else (imported by other code too,
   * so the bundler put it in a shared chunk) the shared chunk named after it that the entry loads lazily.
   */
  private chunkOf(module: string): string | undefined {
    const own = Object.keys(this.manifest).find((key) => key.replace(/\.[jt]sx?$/, '') === `src/${module}`);
    if (own) return own;
    const name = module.slice(module.lastIndexOf('/') + 1);
    return (this.manifest[this.entryKey].dynamicImports ?? []).find((key) => this.manifest[key]?.name === name);
  }

  private cssText(file: string): string {
    let text = this.cssFiles.get(file);
    if (text === undefined) {
      // "</style" cannot occur in CSS a build emits, but the inlined text must never end the element.
      text = readFileSync(path.join(this.distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      this.cssFiles.set(file, text);
    }
    return text;
  }
}
