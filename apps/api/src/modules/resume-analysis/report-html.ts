// The HTML answer of /v1/analyze_resume (spec 02 §3, §7): a self-contained
// document with inline styles and no script. Every piece of resume text goes
// through escapeHtml; the page reads on its own and prints on A4/Letter with
// the client's 1 inch margin (spec 02 §9).
import {
  CATEGORY_LABELS,
  CHECK_CATEGORIES,
  type AnalysisCheck,
  type CheckStatus,
  type ResumeAnalysis,
} from '@talent/contracts/resume-analysis';
import { escapeHtml } from '../../lib/html.ts';

const STATUS_LABEL: Record<CheckStatus, string> = { pass: 'Pass', warn: 'Warning', fail: 'Fail' };
const FORMAT_LABEL = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC' } as const;

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2933; background: #fff; }
.ra { max-width: 800px; margin: 0 auto; padding: 24px 20px 40px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 2px solid #e4e7eb; }
h3 { font-size: 14px; margin: 0; }
p { margin: 4px 0; }
.meta { color: #52606d; font-size: 13px; }
.score { display: flex; flex-wrap: wrap; gap: 20px; align-items: center; margin: 16px 0 8px; padding: 16px; border: 1px solid #e4e7eb; border-radius: 8px; }
.score table { flex: 1 1 min(100%, 340px); min-width: 0; }
.score-value { font-size: 40px; font-weight: 700; line-height: 1; min-width: 96px; text-align: center; }
.score-value small { display: block; font-size: 12px; font-weight: 400; color: #52606d; margin-top: 4px; }
.bar { height: 8px; background: #e4e7eb; border-radius: 4px; overflow: hidden; min-width: 48px; }
.bar span { display: block; height: 100%; background: #2f80ed; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th, td { text-align: left; vertical-align: top; padding: 6px; border-bottom: 1px solid #e4e7eb; }
th { background: #f5f7fa; font-weight: 600; }
td.num { text-align: right; white-space: nowrap; }
.badge { display: inline-block; min-width: 64px; text-align: center; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.pass { color: #1e7a46; }
.warn { color: #8a5a00; }
.fail { color: #b42318; }
.check { padding: 10px 12px; margin: 8px 0; border: 1px solid #e4e7eb; border-left-width: 4px; border-radius: 6px; }
.check.pass { border-left-color: #1e7a46; }
.check.warn { border-left-color: #d69e00; }
.check.fail { border-left-color: #b42318; }
.check-head { display: flex; gap: 10px; align-items: baseline; }
.check p, .check li { color: #1f2933; }
.evidence { margin: 6px 0 0; padding-left: 18px; font-size: 13px; color: #3e4c59; }
.fix { margin-top: 6px; font-size: 13px; }
.missing { color: #b42318; font-style: italic; }
.value { word-break: break-word; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
ol.fixes { padding-left: 20px; }
/* a phone (or a narrow preview frame): the score table fits, its bar column gives way */
@media (max-width: 480px) {
  .ra { padding: 16px 12px 32px; }
  .score { padding: 12px; gap: 12px; }
  .score th:nth-child(3), .score td:nth-child(3) { display: none; }
  th, td { padding: 4px; }
}
@page { margin: 1in; }
@media print {
  body { font-size: 11pt; }
  .ra { padding: 0; max-width: none; }
  .check, .score, tr { break-inside: avoid; }
  h2 { break-after: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

const e = (text: string | number | null | undefined) => escapeHtml(String(text ?? ''));

function renderCheck(check: AnalysisCheck): string {
  const evidence = check.evidence.length
    ? `<ul class="evidence">${check.evidence.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
    : '';
  const fix = check.fix ? `<p class="fix"><strong>How to fix:</strong> ${e(check.fix)}</p>` : '';
  return `<section class="check ${check.status}" aria-label="${e(check.title)}: ${STATUS_LABEL[check.status]}">
<div class="check-head"><span class="badge ${check.status}">${STATUS_LABEL[check.status]}</span><h3>${e(check.title)}</h3></div>
<p>${e(check.summary)}</p>${evidence}${fix}</section>`;
}

export function renderReport(analysis: ResumeAnalysis): string {
  const { document: doc, score, checks, atsView } = analysis;
  // the name the visitor typed names the report (as in the JSON answer); else the one read from the file
  const name = analysis.candidateName ?? analysis.resume.basics.name ?? null;
  const title = name ? `Resume analysis: ${name}` : 'Resume analysis';
  const pages = `${doc.pages} page${doc.pages === 1 ? '' : 's'}${doc.pagesEstimated ? ' (estimated)' : ''}`;
  const meta = [doc.fileName, FORMAT_LABEL[doc.format], pages, `${doc.words} words`].filter(Boolean).map(e).join(' · ');

  const breakdown = score.breakdown
    .map(
      (b) =>
        `<tr><td>${e(b.label)}</td><td class="num">${b.score}/100</td><td><div class="bar" role="img" aria-label="${b.score} out of 100"><span style="width:${b.score}%"></span></div></td><td class="num">${b.weight}%</td><td class="num">${b.pass} / ${b.warn} / ${b.fail}</td></tr>`,
    )
    .join('');

  const problems = [...checks.filter((c) => c.status === 'fail'), ...checks.filter((c) => c.status === 'warn')];
  const fixes = problems.length
    ? `<ol class="fixes">${problems.map((c) => `<li><span class="${c.status}">${STATUS_LABEL[c.status]}:</span> <strong>${e(c.title)}</strong> — ${e(c.fix ?? c.summary)}</li>`).join('')}</ol>`
    : '<p>Nothing to fix: every check passed.</p>';

  const byCategory = CHECK_CATEGORIES.map((category) => {
    const own = checks.filter((c) => c.category === category);
    if (own.length === 0) return '';
    return `<h2>${e(CATEGORY_LABELS[category])}</h2>${own.map(renderCheck).join('')}`;
  }).join('');

  const rows = atsView
    .map(
      (row) =>
        `<tr><td>${e(row.group)}</td><th scope="row">${e(row.field)}</th><td class="value">${row.value === null ? '<span class="missing">Not found</span>' : e(row.value)}</td></tr>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="ra">
<h1>${e(title)}</h1>
<p class="meta">${meta}</p>
<div class="score">
<div class="score-value" aria-label="Overall score ${score.overall} out of 100">${score.overall}<small>out of 100</small></div>
<table aria-label="Score breakdown">
<thead><tr><th scope="col">Category</th><th scope="col">Score</th><th scope="col"><span class="sr-only">Bar</span></th><th scope="col">Weight</th><th scope="col">Pass / warn / fail</th></tr></thead>
<tbody>${breakdown}</tbody>
</table>
</div>
<h2>What to fix first</h2>
${fixes}
${byCategory}
<h2>What an applicant tracking system sees</h2>
<table aria-label="Parsed fields">
<thead><tr><th scope="col">Section</th><th scope="col">Field</th><th scope="col">Value</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</main>
</body>
</html>
`;
}
