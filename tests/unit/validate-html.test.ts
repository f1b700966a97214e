import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ensureJava} from '../../tools/html-validator/java';
import {
  buildReport,
  isCheckerGap,
  failureReason,
  formatMessage,
  parseVnuJson,
  severityOf,
  type VnuMessage,
} from '../../tools/html-validator/report';
import {runVnu} from '../../tools/html-validator/run-vnu';

const SITE = '/site';

const tabError: VnuMessage = {
  type: 'error',
  url: 'file:/site/build/docs/guides/getting-started/index.html',
  lastLine: 18,
  firstColumn: 68,
  lastColumn: 116,
  message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
};
const multiLine: VnuMessage = {
  type: 'error',
  subType: 'fatal',
  url: 'file:///site/build/index.html',
  firstLine: 3,
  lastLine: 5,
  firstColumn: 7,
  lastColumn: 2,
  message: 'End of file seen\n  when expecting text.',
};
const warning: VnuMessage = {
  type: 'info',
  subType: 'warning',
  url: 'file:/site/build/404.html',
  lastLine: 2,
  firstColumn: 1,
  lastColumn: 9,
  message: 'Consider adding a “lang” attribute.',
};
const info: VnuMessage = {type: 'info', url: 'file:/site/build/404.html', lastLine: 4, message: 'Trailing slash.'};
const unreadable: VnuMessage = {
  type: 'non-document-error',
  subType: 'io',
  url: 'file:/site/build/missing.html',
  message: 'File not found.',
};

describe('parseVnuJson', () => {
  it('returns the messages of a report', () => {
    const output = JSON.stringify({version: '26.9.27', messages: [tabError, warning]});
    expect(parseVnuJson(output)).toEqual([tabError, warning]);
  });

  it('rejects output that is not a report', () => {
    expect(() => parseVnuJson('Error: Unable to access jarfile')).toThrow(
      /not JSON: "Error: Unable to access jarfile"/,
    );
    expect(() => parseVnuJson('')).toThrow(/not JSON: \(empty\)/);
    expect(() => parseVnuJson('{"version":"1"}')).toThrow(/no valid "messages" array/);
    expect(() => parseVnuJson('{"messages":[{"type":"error"}]}')).toThrow(/no valid "messages" array/);
  });
});

describe('formatMessage', () => {
  it('prints the page relative to the site, then line, column and message', () => {
    expect(formatMessage(tabError, SITE)).toBe(
      'build/docs/guides/getting-started/index.html:18:68: Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    );
  });

  it('uses the first line of a span and puts the message on one line', () => {
    expect(formatMessage(multiLine, SITE)).toBe('build/index.html:3:7: End of file seen when expecting text.');
  });

  it('marks warnings and prints a message without position after the file alone', () => {
    expect(formatMessage(warning, SITE)).toBe('build/404.html:2:1: warning: Consider adding a “lang” attribute.');
    expect(formatMessage(unreadable, SITE)).toBe('build/missing.html: File not found.');
  });
});

describe('severityOf, buildReport and failureReason', () => {
  it('counts markup errors and unreadable documents as errors, only warnings as warnings', () => {
    expect([tabError, multiLine, unreadable, warning, info].map(severityOf)).toEqual([
      'error',
      'error',
      'error',
      'warning',
      'info',
    ]);
    const report = buildReport([warning, tabError, info, unreadable], SITE);
    expect(report.errors).toEqual([formatMessage(tabError, SITE), formatMessage(unreadable, SITE)]);
    expect(report.warnings).toEqual([formatMessage(warning, SITE)]);
  });

  it('fails on any error, passes with warnings only', () => {
    expect(failureReason(buildReport([tabError], SITE), 1)).toBe('1 error');
    expect(failureReason(buildReport([tabError, multiLine], SITE), 1)).toBe('2 errors');
    expect(failureReason(buildReport([warning, info], SITE), 0)).toBeNull();
    expect(failureReason(buildReport([], SITE), 0)).toBeNull();
  });

  it('fails when the validator exits non-zero without reporting an error', () => {
    expect(failureReason(buildReport([], SITE), 1)).toBe('the validator exited with code 1');
    expect(failureReason(buildReport([warning], SITE), null)).toBe('the validator exited with a signal');
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-html-test-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

describe('runVnu (finds Java, or installs it as root on Debian/Ubuntu, as npm run test:html does)', () => {
  const java = ensureJava();

  it("checks several pages in one run and reports each page's errors with their position", () => {
    const dir = path.join(tmp, 'vnu');
    fs.mkdirSync(path.join(dir, 'build'), {recursive: true});
    const page = (body: string): string => `<!doctype html>\n<html lang="en">\n<title>t</title>\n${body}\n`;
    fs.writeFileSync(path.join(dir, 'build/valid.html'), page('<p>Fine.</p>'));
    fs.writeFileSync(
      path.join(dir, 'build/tabs.html'),
      page('<ul role="tablist"><li role="tab" aria-selected="true">npm</li></ul>\n<div role="tabpanel">x</div>'),
    );
    // The checker rejects `blocking` on a `rel="expect"` link, which the HTML Standard allows: that
    // one is left out, the same attribute on another link is still an error.
    const headLink = (link: string): string =>
      `<!doctype html>\n<html lang="en">\n<title>t</title>\n${link}\n<p id="end">x</p>\n`;
    fs.writeFileSync(path.join(dir, 'build/expect.html'), headLink('<link rel=expect href=#end blocking=render>'));
    fs.writeFileSync(
      path.join(dir, 'build/preload.html'),
      headLink('<link rel="preload" as="script" href="a.js" blocking="render">'),
    );
    const {messages, exitCode} = runVnu(
      java,
      ['build/valid.html', 'build/tabs.html', 'build/expect.html', 'build/preload.html'],
      dir,
    );
    expect(messages.filter(isCheckerGap).map((message) => message.url?.split('/').pop())).toEqual(['expect.html']);
    const report = buildReport(messages, dir);
    expect(report.errors).toEqual([
      expect.stringMatching(
        /^build\/tabs\.html:4:\d+: Every active “role=tab” element must have a corresponding “role=tabpanel” element\.$/,
      ),
      expect.stringMatching(/^build\/preload\.html:4:\d+: A “link” element with a “blocking” attribute must have/),
    ]);
    expect(failureReason(report, exitCode)).toBe('2 errors');
    // The checker exits with 1 for its gaps alone: that passes.
    const gapsOnly = runVnu(java, ['build/valid.html', 'build/expect.html'], dir);
    expect(gapsOnly.exitCode).toBe(1);
    expect(failureReason(buildReport(gapsOnly.messages, dir), gapsOnly.exitCode)).toBeNull();
  });
});
