/** Files that would give the site's source away: `.map` files, and any file that points to one. */
export function sourceMapFiles(files: string[], read: (path: string) => string): string[] {
  return files.filter((path) => path.endsWith('.map') || read(path).includes('sourceMappingURL'));
}
