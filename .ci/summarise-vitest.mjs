// Sums every vitest JSON report of the run and prints the plain closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const reports = readdirSync(dir).filter((name) => name.endsWith('.json'));
// Only the end of a long run's output may survive: name every failure here, beside the totals.
const failures = [];
for (const name of reports) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests in the counts; count it so it cannot pass silently.
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      failures.push(`${name} ${file.name}: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      failures.push(`${name} ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (reports.length === 0) failed += 1;
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

function firstLine(text) {
  return String(text ?? '').split('\n', 1)[0].slice(0, 300);
}
