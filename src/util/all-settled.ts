// `Promise.all` for work that writes as it goes (cache entries, files): it rejects only once every
// promise has settled. With `Promise.all`, a run that failed in one half left the other half
// running, and that half stored its cache entries after the caller had heard of the failure, into
// a site the caller may have removed by then (a test's temporary site, a dev session's old root).

/** The values of `promises`, as `Promise.all` gives them; on a failure, the first rejection, once all have settled. */
export async function allSettled<const T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  await Promise.allSettled(promises);
  return Promise.all(promises);
}
