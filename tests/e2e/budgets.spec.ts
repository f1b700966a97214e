/**
 * First-load byte budgets (tools/bench/budgets.ts: BUDGETS, or a page's own ceiling in ROUTE_CEILINGS):
 * the files each measured page loads on first view, as seen by Chromium, sized gzip from the
 * build output. Deterministic for a given build: no timing is asserted.
 */
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {KIB, MEASURED_ROUTES, budgetOf} from '../../tools/bench/budgets';
import {firstLoadUrls} from '../../tools/bench/first-load';
import {weigh} from '../../tools/bench/page-weight';

const buildDir = path.resolve(__dirname, '../../build');

for (const route of MEASURED_ROUTES) {
  test(`first load of ${route} stays within budget`, async ({page, baseURL}) => {
    const budget = budgetOf(route);
    const weight = weigh(buildDir, route, await firstLoadUrls(page, `${baseURL}${route}`));
    const summary = `${route}: JS ${(weight.gzip.js / KIB).toFixed(1)} KiB, total ${(weight.totalGzip / KIB).toFixed(1)} KiB gzip`;
    test.info().annotations.push({type: 'weight', description: summary});
    expect(weight.gzip.font, `${route} downloads no web fonts`).toBe(0);
    expect(weight.gzip.js, summary).toBeLessThanOrEqual(budget.jsGzip);
    expect(weight.totalGzip, summary).toBeLessThanOrEqual(budget.totalGzip);
  });
}
