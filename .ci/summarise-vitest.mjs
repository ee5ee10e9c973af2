// Sums every vitest JSON report of the run and prints the plain closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const reports = readdirSync(dir).filter((name) => name.endsWith('.json'));
for (const name of reports) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests in the counts; count it so it cannot pass silently.
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) failed += 1;
  }
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (reports.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
