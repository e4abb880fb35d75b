import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { OUT_DIR } from './results';

/**
 * Tiny apps built with the same Vite/React setup as packages/web, to measure what the
 * libraries cost on their own: the floor any /login made with them can reach.
 */
const VARIANTS: { name: string; note: string; source: string }[] = [
  {
    name: 'react-dom only',
    note: 'createRoot + one element: the floor of any React 19 page',
    source: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<p>hi</p>);`,
  },
  {
    name: '+ react-router (declarative)',
    note: 'BrowserRouter, Routes, Route, Navigate — what app/router.tsx uses',
    source: `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
createRoot(document.getElementById('root')!).render(
  <BrowserRouter><Routes><Route path="/" element={<Navigate to="/login" />} /><Route path="/login" element={<p>hi</p>} /></Routes></BrowserRouter>,
);`,
  },
  {
    name: '+ react-hot-toast <Toaster>',
    note: 'react-dom + the Toaster mounted in app.tsx (no router)',
    source: `import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
createRoot(document.getElementById('root')!).render(<><p>hi</p><Toaster /></>);`,
  },
  {
    name: '+ zod (classic API)',
    note: 'react-dom + one z.object(...).safeParse — what @dayflow/core schemas cost the browser',
    source: `import { createRoot } from 'react-dom/client';
import { z } from 'zod';
const Profile = z.object({ id: z.string(), email: z.string(), displayName: z.string().nullable() });
createRoot(document.getElementById('root')!).render(<p>{String(Profile.safeParse(JSON.parse('{}')).success)}</p>);`,
  },
  {
    name: '+ zod/mini',
    note: 'the same schema with zod 4 mini (functional API, tree-shakable)',
    source: `import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
const Profile = z.object({ id: z.string(), email: z.string(), displayName: z.nullable(z.string()) });
createRoot(document.getElementById('root')!).render(<p>{String(Profile.safeParse(JSON.parse('{}')).success)}</p>);`,
  },
];

export interface FloorResult {
  name: string;
  note: string;
  jsGzip: number;
  jsRaw: number;
}

export async function measureFloors(): Promise<FloorResult[]> {
  const results: FloorResult[] = [];
  for (const [i, variant] of VARIANTS.entries()) {
    const root = path.join(OUT_DIR, `floor-${i}`);
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
    );
    fs.writeFileSync(path.join(root, 'main.tsx'), variant.source);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: path.join(root, 'dist'), target: 'es2022', emptyOutDir: true },
    });
    const assets = path.join(root, 'dist/assets');
    let jsGzip = 0;
    let jsRaw = 0;
    for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const body = fs.readFileSync(path.join(assets, file));
      jsRaw += body.length;
      jsGzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    results.push({ name: variant.name, note: variant.note, jsGzip, jsRaw });
    fs.rmSync(root, { recursive: true, force: true });
  }
  return results;
}
