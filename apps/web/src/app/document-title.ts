/** `<page> - <suffix>`, or the suffix alone for a page without a title. */
export const formatDocumentTitle = (page: string | undefined, suffix: string): string =>
  page ? `${page} - ${suffix}` : suffix;
