/** One markdown table, a row per scenario, for the run's output and docs/RELIABILITY.md. */
export function printFigures(title: string, rows: Record<string, object>): void {
  const names = Object.keys(rows);
  const first = names[0] === undefined ? undefined : rows[names[0]];
  if (!first) return;
  const columns = Object.keys(first);
  const lines = [
    `| scenario | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...names.map((name) => {
      const row = rows[name] as Record<string, unknown>;
      return `| ${name} | ${columns.map((column) => String(row[column])).join(' | ')} |`;
    }),
  ];
  process.stdout.write(`\n${title}\n\n${lines.join('\n')}\n\n`);
}
