import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname);

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.route.tsx') ? [path] : [];
  });
}

describe('the route table (router.tsx)', () => {
  // The type check proves every route has an entry; this proves no route file sits unused beside
  // it (a screen written but never reachable).
  it('names every route module file under src/routes', () => {
    const router = readFileSync(join(src, 'router.tsx'), 'utf8');
    const files = routeFiles(join(src, 'routes')).map((path) => `./${relative(src, path)}`);
    expect(files.length).toBeGreaterThanOrEqual(39);
    for (const file of files) expect(router, file).toContain(`import('${file}')`);
  });
});

describe('Back to a list (issue 29, lib/list-memory-scope.tsx)', () => {
  // The scroll memory is provided by each route with a paged list, not by the router (first-load
  // budget), so a list route that forgot it would lose its place on Back without any error.
  it('every route with a paged list renders its screen inside ListMemoryScope', () => {
    const listRoutes = routeFiles(join(src, 'routes')).filter((path) =>
      /\b(usePagedList|useContentList)\(/.test(readFileSync(path, 'utf8')),
    );
    expect(listRoutes.length).toBeGreaterThanOrEqual(6);
    for (const path of listRoutes) {
      expect(readFileSync(path, 'utf8'), relative(src, path)).toContain('<ListMemoryScope>');
    }
  });
});
