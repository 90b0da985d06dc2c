/**
 * The modules of `src/` that the build's plugins name (the boot preload, the chunk groups, the
 * page hints), as paths from `src/`. Renaming one of them fails the build until it is renamed
 * here too.
 */
export const SOURCE_MODULES = {
  entry: 'main.tsx',
  boot: 'boot.tsx',
  app: 'app/app.tsx',
  userList: 'app/screens/user-list.ts',
  practiceList: 'app/screens/practice-list.ts',
} as const;

/** How a bundle's module ids end for one of them (ids are absolute paths). */
export const idEnding = (file: string) => `/src/${file}`;
