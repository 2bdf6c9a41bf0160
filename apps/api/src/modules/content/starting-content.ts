// The content the product ships with (decision 023): what a new install shows
// before an operator writes anything. It describes this product as it is — the
// cookies and storage of spec 01 §3, uploads, screening videos, analytics only
// with consent, the GDPR export and deletion of account settings. Operators
// replace any of it with `npm run admin -- page-set` / `post-set`; a page that
// exists is never overwritten on start.
import type { BlogAudience } from '@talent/contracts/content';

export interface StartingPage {
  slug: string;
  title: string;
  description: string;
  markdown: string;
}
export interface StartingPost {
  audience: BlogAudience;
  slug: string;
  title: string;
  summary: string;
  author: string;
  daysAgo: number;
  markdown: string;
}
export interface StartingContent {
  pages: StartingPage[];
  posts: StartingPost[];
}

export function startingContent(brand: string, operatorEmail: string): StartingContent {
  const privacy = `# Privacy policy

${brand} is a job platform: candidates keep a profile, search and apply to jobs and take the screening steps a hiring team asks for; hiring teams publish jobs and review applicants. This policy says what we collect, why, how long we keep it, and what you can do about it.

## What we collect

- **Your account**: e-mail address, name, a password (stored only as an argon2id hash), and whether your e-mail is verified. If you sign in with Google or LinkedIn we receive your name and e-mail address from them.
- **Your profile**: what you enter — phone, location, experience, education, certificates, skills, salary expectations, notice period, links to LinkedIn, GitHub or a portfolio.
- **Uploads**: your resume (PDF or Word, up to 5 MB), profile picture and the documents a hiring team requests. Every upload is checked by its content, not its name, before it is stored.
- **Applications**: the jobs you apply to, your answers to screening questions, assessment results, offers and pay letters, and every step of each application's timeline.
- **Screening videos**: when a hiring team asks for self-screening, the answers you record are uploaded and kept with that application. Nothing is recorded before you give consent on the screening page.
- **Resume analysis**: a file you send to the free resume-analysis tool is read to produce the report and is not kept.

## Cookies and browser storage

| Name | Where | Why |
|---|---|---|
| authToken, refreshToken | cookie | keep you signed in |
| tempToken, identifier | cookie | finish a sign-in or a password change |
| redirect_path | cookie | return you to the page you were on after signing in |
| country | cookie | show jobs and flows for your country |
| returnToJob, is_leadership_job | session storage | continue an application after signing in |
| isShowPopup, popUp, popUpJobId, jdURL | local storage | remember which job prompt you have already seen |
| recentlyViewedJobs | local storage | show the jobs you looked at recently |

These are necessary for the product to work. Analytics runs only after you accept analytical cookies in the cookie banner or your account settings; you can withdraw that consent at any time there.

## Who sees your data

- A company's hiring team sees your profile, resume and answers only for the jobs you applied to at that company.
- Our operators see what they need to run the service and answer your messages.
- E-mail is sent through our mail provider. Files are kept in our own storage. We do not sell your data.

## How long we keep it

Your account and applications are kept while your account exists. When you delete your account, your profile, applications, uploads and screening videos are deleted with it. Messages sent through the contact form are kept for two years; reports on the whistleblower channel are kept until their case is closed and for as long as the law requires after that.

## Your rights

In **Account settings** you can download a copy of all your data (the GDPR export) and delete your account (we e-mail you to confirm). You can change your e-mail, password and marketing e-mail consent at any time. For anything else write to ${operatorEmail}.
`;
  const faq = `# Frequently asked questions

## Do I need an account to look at jobs?
No. Job search, job pages and company pages are open to everyone. You need an account to apply, save a job or create a job alert; a sign-in window opens when you try.

## How do I apply to a job?
Open the job and choose **Apply**. If the job has screening questions you answer them right after applying. Some jobs take applications on the company's own site; their Apply button takes you there.

## Why does onboarding ask about my experience and resume?
Hiring teams see your profile with your application. A complete profile — experience, skills, a resume — is what they read first, and it lets us recommend jobs that fit you.

## What is self-screening?
Some hiring teams ask you to record short video answers after you apply. You see the questions, give consent, and record at a time that suits you. The recordings are kept with that one application.

## Where do I see offers and pay letters?
On your dashboard, under each application. An offer or pay (CTC) letter can be accepted or declined there before it expires.

## How do I stop job-alert e-mails?
Open **Dashboard → Job alerts** and switch off the alert, or follow the link at the bottom of any alert e-mail.

## Can I download or delete my data?
Yes. **Account settings** has a GDPR export of all your data and a two-step account deletion.

## How do I report wrongdoing anonymously?
Use the [whistleblower channel](/speakup/). You get a case code and a passphrase to read our replies; we never learn who you are unless you tell us.
`;
  const pages: StartingPage[] = [
    {
      slug: 'privacy-policy',
      title: 'Privacy policy',
      description: `What ${brand} collects, why, for how long, and your rights.`,
      markdown: privacy,
    },
    {
      slug: 'privacy-policy-talent-partner',
      title: 'Privacy policy for talent partners',
      description: `How ${brand} handles data shared by talent partners who refer candidates.`,
      markdown: `# Privacy policy for talent partners

Talent partners refer candidates to jobs on ${brand}. When you refer someone:

- we store the candidate details you send and the fact that you referred them;
- the candidate is told who referred them and can delete their account and data at any time;
- you see the stage each referral reaches (signed up, onboarded, applied, hired) and nothing else of their profile.

Everything else in our [privacy policy](/privacy-policy/) applies to you as well. Questions: ${operatorEmail}.
`,
    },
    {
      slug: 'privacy-policy-hiring-partner',
      title: 'Privacy policy for hiring partners',
      description: `How ${brand} handles data of hiring teams and the candidates they see.`,
      markdown: `# Privacy policy for hiring partners

Hiring partners are companies whose hiring teams use the ${brand} workspace.

## What we keep about your team
Names and e-mail addresses of team members, their role (admin or member), and an activity history of who published a job, moved an applicant or sent an offer.

## Candidate data you see
You see a candidate's profile, resume, screening answers and documents only for applications to your company's jobs. You may use them only to assess that application, and must not copy them elsewhere.

## Deletion
When a candidate deletes their account, their applications disappear from your pipeline. A removed team member loses access at once; the history keeps their name.

Everything else in our [privacy policy](/privacy-policy/) applies. Questions: ${operatorEmail}.
`,
    },
    {
      slug: 'terms-of-use',
      title: 'Terms of use',
      description: `The terms that govern your use of ${brand}.`,
      markdown: `# Terms of use

By using ${brand} you agree to these terms.

## Your account
Keep your password to yourself. One account per person. What you put in your profile and applications must be true; hiring teams rely on it.

## Applying to jobs
Applying sends your profile and resume to the company that published the job, which decides on its own hiring. We do not guarantee an interview, an offer or a job.

## Acceptable use
Do not upload anything you have no right to share, anything harmful, or files that are not what they claim to be (every upload is checked by its content). Do not scrape the site or try to reach another user's data.

## Content
Job descriptions are written by the companies that publish them. Blog posts and guides are information, not professional advice.

## Ending
You can delete your account at any time in Account settings. We may suspend an account that breaks these terms.

## Contact
${operatorEmail}
`,
    },
    {
      slug: 'enterprise-saas-tnc',
      title: 'Enterprise terms',
      description: `Terms for companies that use the ${brand} hiring workspace.`,
      markdown: `# Enterprise terms

These terms apply to companies that use the ${brand} hiring workspace.

## The service
The workspace lets your team publish jobs, review applicants, send screening, assessments, surveys, offers and pay letters. Access is by invitation; an admin of your team invites and removes members.

## Your obligations
Publish only real, open positions. Use candidate data only to assess applications to your jobs, and follow the data-protection law that applies to you. Keep your team's membership current.

## Data
Candidate data remains the candidate's. We process it on the terms of our [privacy policy for hiring partners](/privacy-policy/hiring-partner/).

## Fees and term
Fees, if any, are agreed in your order form. Either side may end the agreement with thirty days' written notice.

## Liability
The workspace is provided as is. Neither side is liable for indirect losses.
`,
    },
    {
      slug: 'faq',
      title: 'Frequently asked questions',
      description: 'Answers to common questions about applying, onboarding, screening, offers and your data.',
      markdown: faq,
    },
    {
      slug: 'about',
      title: 'About us',
      description: `${brand} connects ${'professionals'} with remote and on-site jobs at companies that hire carefully.`,
      markdown: `# About us

${brand} is a job platform built for candidates first. Search is open to everyone; an account keeps your profile, applications, saved jobs and alerts in one place, and every step a company asks of you — screening questions, video answers, assessments, documents, offers and pay letters — happens on the same page as your application.

Companies use our hiring workspace to publish jobs and move applicants through their process, with every step recorded on the candidate's timeline so nobody is left guessing.

Want to know more? Read our [FAQ](/faq/), the [blog](/blog/), or [contact us](/contact/).
`,
    },
    {
      slug: 'contact',
      title: 'Contact us',
      description: 'Reach our team for help with your account, applications or partnerships.',
      markdown: `We read every message and answer within two working days. For anything about a specific application, mention the job title and company. To report wrongdoing anonymously, use the [whistleblower channel](/speakup/) instead.`,
    },
    {
      slug: 'speakup',
      title: 'Speak up',
      description: 'Report wrongdoing anonymously. You get a case code and passphrase to follow up.',
      markdown: `This channel is for reporting fraud, harassment, discrimination, data misuse, safety problems or any other wrongdoing connected with ${brand}.

- **You stay anonymous.** You do not need an account. We do not store your network address or your browser, and this page runs no analytics.
- **Only our designated operators read reports.**
- **You can come back.** After sending you get a case code and a passphrase. With them you can read our replies and add information. Keep them safe: we cannot recover them.

If you want us to be able to contact you directly, you may add contact details to your message — that is your choice.`,
    },
    {
      slug: 'refer-and-earn',
      title: 'Refer and earn',
      description: 'Invite friends to find their next job and follow each referral’s progress.',
      markdown: `Know someone looking for their next role? Share your personal referral link. When they sign up with it, they appear in your referrals and you can follow their progress: **signed up**, **onboarded**, **applied** and **hired**.

Every candidate has a personal referral code and link, shown beside this page when you are signed in.`,
    },
    {
      slug: 'maintenance',
      title: 'Under maintenance',
      description: 'We are performing scheduled maintenance.',
      markdown: `We are performing scheduled maintenance and will be back shortly. Your account, applications and saved jobs are safe; nothing you did before is lost. Please try again in a few minutes.`,
    },
    {
      slug: 'about-team',
      title: 'Our team',
      description: `The people behind ${brand}.`,
      markdown: `# Our team

A small team of engineers, designers and recruiters who have been on both sides of hiring. We build the candidate experience we wanted when we were looking for work ourselves: open job search, honest application status and no dead ends.

Want to join us? Our own openings are on the [job search](/jobs/) like everyone else's.
`,
    },
    {
      slug: 'enterprise-hire',
      title: 'Hire with us',
      description: 'Publish jobs and move applicants from application to offer in one workspace.',
      markdown: `# Hire with us

Publish jobs on a platform candidates already use. Your hiring workspace shows every applicant by stage, lets you send screening questions, video screening, assessments, document requests, surveys, offers and pay letters, and records each step on the candidate's timeline.

- Invite your team; admins manage who has access.
- Filter, sort and move applicants in bulk, with confirmation.
- Candidates see exactly where they stand, so fewer follow-up e-mails reach you.
`,
    },
    {
      slug: 'enterprise-remote-teams',
      title: 'Manage remote teams',
      description: 'Hire across countries and keep remote hiring organised.',
      markdown: `# Manage remote teams

Hire in the countries where the talent is. Candidates in India and elsewhere follow the flow that fits their country, salaries are shown in local currency, and remote roles are one filter away for candidates.

Tell us the countries you hire in and we will show you what the talent there looks like.
`,
    },
    {
      slug: 'enterprise-pricing',
      title: 'Pricing',
      description: 'Simple pricing for the hiring workspace.',
      markdown: `# Pricing

| Plan | For | Includes |
|---|---|---|
| Starter | up to 3 open jobs | workspace for your team, pipeline, screening questions |
| Growth | up to 25 open jobs | everything in Starter, video screening, assessments, offers and pay letters |
| Enterprise | unlimited | everything in Growth, surveys, priority support, custom terms |

Send us an enquiry and we will send you a quote for your team size.
`,
    },
    {
      slug: 'pillar-remote-job-search',
      title: 'The complete guide to a remote job search',
      description: 'Where to look, how to present yourself and what to ask before accepting a remote role.',
      markdown: `# The complete guide to a remote job search

## Decide what remote means for you
Fully remote, remote within a country, or hybrid? Filter job search by remote and by location to see what is open.

## Make your profile do the work
Hiring teams read your profile first: list experience with outcomes, skills with years, and attach a current resume. Our free [resume analysis](/analyze-resume/) tells you what to improve.

## Apply with intent
Fewer, better applications win. Answer screening questions fully and record video answers somewhere quiet.

## Before you accept
Ask about working hours across time zones, equipment, and how the team communicates. Read the offer and the pay letter in full on your dashboard before accepting.
`,
    },
    {
      slug: 'campaign-fresh-start',
      title: 'Fresh start: jobs for career changers',
      description: 'Roles open to people moving into a new field, and how to apply with confidence.',
      markdown: `# Fresh start

Changing careers? These companies hire for potential. Create an account, complete onboarding with the skills you already have, and [search jobs](/jobs/) that welcome career changers.
`,
    },
    {
      slug: 'enterprise-campaign-hire-engineers',
      title: 'Hire senior engineers in four weeks',
      description: 'An enterprise campaign: vetted senior engineering candidates, fast.',
      markdown: `# Hire senior engineers in four weeks

Tell us the roles you need. We publish them to candidates who match, screen with your questions, and hand you a shortlist in your workspace.
`,
    },
  ];
  const posts: StartingPost[] = [
    {
      audience: 'professionals',
      slug: 'write-a-resume-hiring-teams-read',
      title: 'Write a resume hiring teams actually read',
      summary: 'Six changes that make a resume easier to scan in the thirty seconds it gets.',
      author: `${brand} team`,
      daysAgo: 3,
      markdown: `Hiring teams scan before they read. Make the scan count:

1. **Lead with outcomes**, not duties: "cut build time from 20 to 6 minutes" beats "maintained CI".
2. **Match the job's words** where they are true for you.
3. **One page per ten years** of experience is plenty.
4. **Skills with years**, so a reader can weigh them.
5. **Links that work**: LinkedIn, GitHub, portfolio.
6. **PDF**, named with your name.

Then run it through our free [resume analysis](/analyze-resume/).`,
    },
    {
      audience: 'professionals',
      slug: 'video-screening-without-nerves',
      title: 'Video screening without the nerves',
      summary: 'How self-screening works and how to prepare for it.',
      author: `${brand} team`,
      daysAgo: 10,
      markdown: `Self-screening lets you answer a company's questions on video when it suits you. You see each question before recording, and you give consent first.

- Find a quiet room with light in front of you.
- Keep each answer to the point: situation, what you did, the result.
- Check your camera and microphone on the consent step.`,
    },
    {
      audience: 'professionals',
      slug: 'read-an-offer-letter',
      title: 'How to read an offer letter',
      summary: 'Fixed and variable pay, notice period, joining date: what to check before you accept.',
      author: `${brand} team`,
      daysAgo: 21,
      markdown: `Before accepting, check the fixed pay, the variable part and how it is earned, benefits, the joining date and the notice period. Your pay (CTC) letter breaks the total into its parts; ask the hiring team about anything unclear before the offer expires.`,
    },
    {
      audience: 'enterprises',
      slug: 'structured-screening-saves-time',
      title: 'Structured screening saves your team hours',
      summary: 'Why the same questions for every applicant make faster, fairer shortlists.',
      author: `${brand} team`,
      daysAgo: 5,
      markdown: `Asking every applicant the same screening questions lets you compare answers side by side, and spares your team first calls that only establish the basics. Add a short video step for roles where communication matters.`,
    },
    {
      audience: 'enterprises',
      slug: 'hiring-across-time-zones',
      title: 'Hiring across time zones',
      summary: 'Practical steps for building a remote team that works.',
      author: `${brand} team`,
      daysAgo: 14,
      markdown: `Agree on overlapping hours, write decisions down, and make onboarding a checklist rather than a meeting. Hire for written communication as much as for skills.`,
    },
  ];
  return { pages, posts };
}
