/**
 * Import reading: how long the server spends reading the largest Todoist CSV an import takes
 * (5 MB, the request limit) and one of exactly 10,000 tasks (the task limit) with csv-parse,
 * before any database work. The target: well under a second, so reading never dominates an
 * import's request.
 *   node --import tsx bench/import-parse.ts
 */
import { MAX_IMPORT_BYTES, MAX_IMPORT_TASKS, readTodoistCsv } from '@dayflow/core';
import { fmt, median, verdict } from './lib/stats';

const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';
const TARGET_MS = 1000;
const RUNS = 7;

/** Rows as real exports have them: quoting, a stray quote, a multi-line description, dates. */
function row(i: number): string {
  const kinds = [
    `task,"Buy milk, eggs and ""good"" bread ${i}","From the shop\non the corner",1,1,Ada (1),,today,en,Europe/Paris`,
    `task,Say "hi" to Bo ${i},,4,1,Ada (1),,,en,Europe/Paris`,
    `task,Water the plants ${i},,2,1,Ada (1),,every day,en,Europe/Paris`,
    `section,Errands ${i},,,,,,,,`,
  ];
  return kinds[i % kinds.length]!;
}

function file(maxBytes: number, maxRows = Infinity): string {
  const rows = [HEADER];
  let bytes = HEADER.length + 2;
  for (let i = 0; i < maxRows; i++) {
    const next = row(i);
    if (bytes + next.length + 2 > maxBytes) break;
    rows.push(next);
    bytes += next.length + 2;
  }
  return rows.join('\r\n');
}

const context = { now: Date.UTC(2026, 4, 20, 9), timeZone: 'Europe/Paris' };
const cases = [
  { name: '5 MB Todoist CSV', text: file(MAX_IMPORT_BYTES) },
  { name: `${MAX_IMPORT_TASKS.toLocaleString('en-US')} rows`, text: file(MAX_IMPORT_BYTES, MAX_IMPORT_TASKS) },
];

console.log('| file | bytes | rows | median ms | max ms | target ≤ 1,000 ms |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, text } of cases) {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const reading = readTodoistCsv(text, context);
    times.push(performance.now() - start);
    if (!reading.ok) throw new Error(reading.error);
    rows = reading.plan.tasks.length + reading.plan.skipped.length + (reading.plan.routines?.length ?? 0);
  }
  const worst = Math.max(...times);
  console.log(
    `| ${name} | ${Buffer.byteLength(text).toLocaleString('en-US')} | ${rows.toLocaleString('en-US')} | ${fmt(median(times))} | ${fmt(worst)} | ${verdict(worst, TARGET_MS, 'lower')} |`,
  );
}
