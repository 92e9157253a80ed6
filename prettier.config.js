// @ts-check
/**
 * Prettier, run by `npm run lint` (format:check). The options are the ones that match the code as it was written:
 * of the widths measured (100-200), 170 changes the fewest files; single quotes and trailing commas everywhere are
 * what the code already uses. Markdown is not formatted (prose and tables are written by hand).
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 170,
  singleQuote: true,
  trailingComma: 'all',
};
