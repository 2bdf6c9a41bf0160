// Profile from the resume (decision 027) in a real browser against the real
// server: a new candidate on the onboarding resume step picks a resume, then a
// file the step refuses (the good one is cleared, with a message), uploads the
// resume with the keyboard, reads the proposals with their confidence, drops a
// role, edits one, leaves out a skill and a link, is asked before Continue
// drops them, and confirms. The profile then holds exactly the confirmed
// items; nothing was saved before.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PrefillMessages } from '@talent/contracts/resume-prefill';
import { seriousViolations } from './a11y.ts';
import { profileOf, signInBrowser, signUpViaApi } from './fixtures.ts';
import { screenshots, unexpectedErrors, useJourney } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LONG = { timeout: 30_000 };

const journey = useJourney();

describe('profile from the resume', () => {
  it('proposes items from the uploaded resume and saves exactly the ones the candidate confirms', async () => {
    // classic-pdf-1 of the corpus: four roles, two degrees, skills, LinkedIn and GitHub
    const resume = await readFile(path.join(root, 'apps/api/test/resume-corpus/files/classic-pdf-1.pdf'));
    const candidate = await signUpViaApi(journey.baseUrl, { first_name: 'Siddharth', last_name: 'Martin' });
    const tracked = await journey.signedInPage(candidate);
    const { page } = tracked;
    await page.goto('/onboarding/resume/');
    await page.getByRole('heading', { name: 'Upload your resume' }).waitFor(LONG);
    await page.getByText('Supported formats: PDF, DOC, DOCX (Max 5MB)').waitFor();

    // a good file, then one the step refuses: the good one is no longer selected
    const picker = page.getByLabel('Upload resume');
    await picker.setInputFiles({ name: 'siddharth.docx', mimeType: '', buffer: resume });
    await page.getByText('siddharth.docx · Word document (DOCX) · 3.55 KB').waitFor();
    await picker.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    const refusal = page.getByRole('alert').filter({ hasText: 'Please select a valid file type (PDF, DOC, or DOCX)' });
    await refusal
      .getByText('holiday.png (PNG image) was not accepted, and siddharth.docx is no longer selected.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);

    // the keyboard reaches the real button, which opens the file dialog
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose File' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'siddharth.pdf', mimeType: 'application/pdf', buffer: resume });
    await page.getByText('siddharth.pdf · PDF document (PDF) · 3.55 KB').waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const review = page.getByRole('region', { name: 'Suggested from your resume' });
    const role = (name: string) => review.getByRole('checkbox', { name: `Add ${name}` });
    await role('Frontend Engineer at Razorpay').waitFor(LONG);
    expect(await review.getByText('High confidence (100%)').count()).toBeGreaterThan(4);
    // nothing is saved by reading the proposals
    expect((await profileOf(journey.baseUrl, candidate)).experience).toEqual([]);

    // drop one role, edit another, leave out a degree, a skill and the GitHub link
    expect(await role('Data Scientist at Stripe').isChecked()).toBe(true);
    await role('Data Scientist at Stripe').uncheck();
    await review.getByRole('button', { name: 'Edit Software Development Intern at Zoho Corporation' }).click();
    await review.getByLabel('Job title').fill('Software Intern');
    await review.getByRole('button', { name: 'Done editing' }).click();
    await review.getByRole('checkbox', { name: 'Add Bachelor of Science, Stanford University' }).uncheck();
    const skills = review.getByRole('group', { name: 'Skills' }).getByRole('checkbox');
    const proposedSkills = await skills.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).labels![0]!.textContent!.replace(/^Add skill /, '')),
    );
    const dropped = proposedSkills[0]!;
    await review.getByRole('checkbox', { name: `Add skill ${dropped}` }).uncheck();
    await review.getByRole('checkbox', { name: 'Add GitHub' }).uncheck();

    const kept = proposedSkills.length - 1;
    // three roles, one degree, the kept skills and LinkedIn
    const count = 3 + 1 + kept + 1;

    // Continue before adding them asks first; staying keeps every choice
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    const leave = page.getByRole('dialog', { name: PrefillMessages.unsavedTitle });
    await leave.getByText(PrefillMessages.unsaved(count)).waitFor();
    await screenshots(page, 'resume-prefill-leave');
    await leave.getByRole('button', { name: PrefillMessages.stayWithUnsaved }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await continueButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await role('Data Scientist at Stripe').isChecked()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/onboarding/resume/');
    await review.getByRole('button', { name: `Add ${count} items to my profile` }).click();
    await page.getByText(PrefillMessages.saved(count), { exact: true }).first().waitFor(LONG);
    await review.waitFor({ state: 'detached' });

    const saved = await profileOf(journey.baseUrl, candidate);
    expect(saved.experience.map((e) => [e.company_name, e.title]).sort()).toEqual([
      ['Flipkart', 'Data Scientist'],
      ['Razorpay', 'Frontend Engineer'],
      ['Zoho Corporation', 'Software Intern'],
    ]);
    expect(saved.experience.find((e) => e.company_name === 'Razorpay')).toMatchObject({
      duration_start: '2023-07-01',
      is_current: true,
    });
    expect(saved.education.map((q) => [q.name, q.institution])).toEqual([['M.S.', 'Delhi College of Engineering']]);
    expect(saved.skills.map((s) => s.name).sort()).toEqual(proposedSkills.filter((s) => s !== dropped).sort());
    expect(saved.linkedIn).toBe('https://linkedin.com/in/siddharth-martin-13');
    expect(saved.github).toBeNull();

    // the profile page shows them
    await page.goto('/profile/view/');
    const employment = page.getByRole('region', { name: 'Employment', exact: true });
    await employment.getByText('Software Intern', { exact: false }).first().waitFor(LONG);
    expect(await employment.getByText(/Stripe/).count()).toBe(0);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('says so when the file has nothing a profile can use, and has no serious accessibility violations', async () => {
    const resume = await readFile(path.join(root, 'apps/api/test/resume-corpus/files/modern-docx-1.docx'));
    const candidate = await signUpViaApi(journey.baseUrl);
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    await signInBrowser(context, journey.baseUrl, candidate);
    const page = await context.newPage();
    await page.goto('/onboarding/resume/');
    const picker = page.getByLabel('Upload resume');
    await picker.setInputFiles({ name: 'modern.docx', mimeType: '', buffer: resume });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const review = page.getByRole('region', { name: 'Suggested from your resume' });
    await review.getByRole('checkbox').first().waitFor(LONG);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'resume-prefill-review');

    // a scanned page or a letter: a PDF without resume sections
    const letter = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
        '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 72 720 Td (Dear landlord,) Tj ET\nendstream endobj\n' +
        '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    await page
      .getByLabel('Replace resume')
      .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: letter });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: PrefillMessages.notAResume }).waitFor(LONG);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
