/**
 * The source of an inline script of index.html that runs `statement` on /admin pages only (the
 * path `/admin` or below it, not `/administrator` nor the sign-in pages), in a block: nothing of
 * it lands in the page's global scope. The build's plugins use it (preloadAdminChunks,
 * earlyVerification).
 */
export const onAdminPages = (statement: string) =>
  `{ const path = location.pathname; if (path === '/admin' || path.startsWith('/admin/')) ${statement} }`;
