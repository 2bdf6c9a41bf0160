// The education parser reads a field of study written beside the degree, not
// only after 'in' ("B.Tech, Computer Science" used to read as 'Not found').
import { describe, expect, it } from 'vitest';
import { emptyDocument, type Line } from './document-model.ts';
import { claimedYears, runChecks, scoreChecks } from './analysis-checks.ts';
import { joinLetterSpacing } from './letter-spacing.ts';
import { parseResume } from './resume-parser.ts';

function line(text: string, top: number, heading = false): Line {
  return {
    text,
    segments: [text],
    page: 1,
    top,
    left: 72,
    right: 540,
    fontSize: heading ? 14 : 11,
    bold: heading,
    italic: false,
    boldLead: null,
    gapBefore: heading ? 1.2 : 0.2,
    bullet: false,
    headingLevel: heading ? 2 : null,
    ruleBelow: false,
    source: 'body',
    column: 0,
    icons: [],
  };
}

function educationOf(degreeLine: string) {
  const doc = emptyDocument('pdf');
  doc.pages = 1;
  doc.lines = [
    line('Asha Verma', 60, true),
    line('asha.verma@example.com | +91 98765 43210', 80),
    line('Education', 120, true),
    line('Indian Institute of Technology Bombay', 140),
    line(degreeLine, 156),
  ];
  return parseResume(doc).resume.education?.[0];
}

describe('a field of study beside the degree', () => {
  it.each([
    ['B.Tech, Computer Science | 2015 – 2019', 'B.Tech', 'Computer Science'],
    ['B.E. (Mechanical Engineering) 2012 - 2016', 'B.E.', 'Mechanical Engineering'],
    ['MBA - Finance, 2018 – 2020', 'MBA', 'Finance'],
    ['Bachelor of Science in Physics, 2010 – 2013', 'Bachelor of Science', 'Physics'],
  ])('%s → %s in %s', (text, studyType, area) => {
    expect(educationOf(text)).toMatchObject({ studyType, area });
  });

  it('does not take a place beside the degree for a field', () => {
    expect(educationOf('B.Tech, Mumbai, 2015 – 2019')).toMatchObject({ studyType: 'B.Tech', area: null });
  });
});

describe('soft skills by their head word', () => {
  it('reads "Team leadership" and "Client communication" as soft, "Communication protocols" as hard', () => {
    const doc = emptyDocument('pdf');
    doc.pages = 1;
    doc.lines = [
      line('Asha Verma', 60, true),
      line('asha.verma@example.com', 80),
      line('Skills', 120, true),
      line('TypeScript, Team leadership, Client communication, Communication protocols, Kubernetes', 140),
    ];
    const kinds = Object.fromEntries(
      (parseResume(doc).resume.skills ?? []).map((skill) => [skill.name, (skill as { kind?: string }).kind]),
    );
    expect(kinds).toMatchObject({
      TypeScript: 'hard',
      'Team leadership': 'soft',
      'Client communication': 'soft',
      'Communication protocols': 'hard',
      Kubernetes: 'hard',
    });
  });
});

describe("a summary's years against the dates", () => {
  it.each([
    ['Backend engineer with 7 years of experience in payments.', 7, false],
    ['Over 10 years experience building teams.', 10, true],
    ['7+ yrs experience in data engineering', 7, true],
    ['I have 5 years in product design.', 5, false],
    ['Led 12 engineers across 3 teams.', null, false],
    ['', null, false],
  ])('%j claims %s', (summary, years, atLeast) => {
    const claim = claimedYears(summary);
    expect(claim?.years ?? null).toBe(years);
    if (claim) expect(claim.atLeast).toBe(atLeast);
  });

  it('warns when the summary says 7 years and the roles add up to about 9½', () => {
    const doc = emptyDocument('pdf');
    doc.pages = 1;
    doc.lines = [
      line('Asha Verma', 60, true),
      line('asha.verma@example.com', 80),
      line('Summary', 110, true),
      line('Backend engineer with 7 years of experience in payments.', 130),
      line('Experience', 160, true),
      line('Senior Engineer, Acme Technologies', 180),
      line('Jan 2016 – Jun 2025', 196),
      line('Built the payments ledger used by 2M customers.', 212),
    ];
    doc.lines[7]!.bullet = true;
    const parsed = parseResume(doc);
    const { checks } = runChecks({ doc, parsed, candidateName: null, now: new Date('2025-07-01T00:00:00Z') });
    const total = checks.find((check) => check.id === 'experience-total')!;
    expect(total.status).toBe('warn');
    expect(total.summary).toMatch(/^The summary says 7 years, but the dates add up to about 9 years and 6 months/);
  });
});

describe('a thin resume', () => {
  it('cannot score above 75 beside its own "looks thin" warning', () => {
    const doc = emptyDocument('pdf');
    doc.pages = 1;
    doc.lines = [
      line('Asha Verma', 60, true),
      line('asha.verma@example.com | +91 98765 43210 | Pune, India', 80),
      line('Experience', 110, true),
      line('Senior Engineer, Acme Technologies', 130),
      line('Jan 2019 – Jun 2025', 146),
      line('Cut checkout latency by 40% for 2M customers.', 162),
      line('Skills', 190, true),
      line('TypeScript, Kubernetes, PostgreSQL', 210),
    ];
    doc.lines[5]!.bullet = true;
    const parsed = parseResume(doc);
    const { checks, score } = runChecks({ doc, parsed, candidateName: null, now: new Date('2025-07-01T00:00:00Z') });
    expect(checks.find((check) => check.id === 'word-count')).toMatchObject({ status: 'warn' });
    expect(score.overall).toBeGreaterThan(0);
    expect(score.overall).toBeLessThanOrEqual(75);
    // without the cap the weighted average would have called it strong
    expect(scoreChecks(checks, true).overall).toBeGreaterThan(75);
  });
});

describe('role lines written "Title, Company, City"', () => {
  function rolesOf(...header: string[]) {
    const doc = emptyDocument('pdf');
    doc.pages = 1;
    doc.lines = [
      line('Asha Verma', 60, true),
      line('asha.verma@example.com', 80),
      line('Experience', 110, true),
      ...header.map((text, i) => {
        // ' ‖ ' stands for the gap before a right-aligned date (a second segment)
        const segments = text.split(' ‖ ');
        return { ...line(segments.join(' | '), 130 + i * 16), segments };
      }),
      { ...line('Cut checkout latency by 40% for 2M customers.', 180), bullet: true },
    ];
    return parseResume(doc).resume.work.map(({ title, company, location, startDate, endDate, current }) => ({
      title,
      company,
      location,
      startDate,
      endDate,
      current,
    }));
  }

  it.each([
    [
      'Senior Software Engineer, Acme Analytics, Mysuru',
      'Jan 2020 – Present',
      'Senior Software Engineer',
      'Acme Analytics',
      'Mysuru',
    ],
    ['Data Scientist, Stripe, Lisbon, Portugal', 'Jun 2018 – Dec 2019', 'Data Scientist', 'Stripe', 'Lisbon, Portugal'],
    ['Backend Developer, Hooli, Austin, TX', 'March 2012 - February 2015', 'Backend Developer', 'Hooli', 'Austin, TX'],
    ['QA Engineer | Orbit Media | Utrecht', '06/2008 – 12/2009', 'QA Engineer', 'Orbit Media', 'Utrecht'],
    ['Acme Corp, Technical Lead, Bengaluru', 'Jan 2004 – Dec 2004', 'Technical Lead', 'Acme Corp', 'Bengaluru'],
    ['Engineer, London Stock Exchange, London', 'Jan 1999 – Dec 1999', 'Engineer', 'London Stock Exchange', 'London'],
    ['Software Engineer, Acme, Inc., Boston', 'Jan 2001 – Dec 2001', 'Software Engineer', 'Acme, Inc.', 'Boston'],
    [
      'Manager, Sales & Marketing, Unilever, Mumbai',
      'Apr 2016 – Mar 2019',
      'Manager, Sales & Marketing',
      'Unilever',
      'Mumbai',
    ],
  ])('%s, dates on the next line', (header, dates, title, company, location) => {
    expect(rolesOf(header, dates)).toEqual([
      expect.objectContaining({ title, company, location, startDate: expect.stringMatching(/^\d{4}/) }),
    ]);
  });

  it.each([
    ['Site Reliability Engineer, Swiggy, Mysuru ‖ Jan 2015 – Dec 2016'],
    ['Site Reliability Engineer, Swiggy, Mysuru | Jan 2015 – Dec 2016'],
    ['Site Reliability Engineer, Swiggy, Mysuru, Jan 2015 – Dec 2016'],
  ])('%s: dates on the same line', (header) => {
    expect(rolesOf(header)).toEqual([
      {
        title: 'Site Reliability Engineer',
        company: 'Swiggy',
        location: 'Mysuru',
        startDate: '2015-01',
        endDate: '2016-12',
        current: false,
      },
    ]);
  });

  it.each([
    ['Software Engineer, Flipkart, Bellandur, Bengaluru', 'Software Engineer', 'Flipkart'],
    ['Consultant, Infosys, Hinjewadi, Pune', 'Consultant', 'Infosys'],
    ['Developer, Wipro, Andheri East, Mumbai', 'Developer', 'Wipro'],
    ['Analyst, Barclays, Canary Wharf, London', 'Analyst', 'Barclays'],
    ['Engineer, Acme Corp, Whitefield, Bangalore', 'Engineer', 'Acme Corp'],
    ['Software Engineer, Stripe, Full-time, Remote', 'Software Engineer', 'Stripe'],
    ['Head, Human Resources, Tata Steel, Mumbai', 'Head, Human Resources', 'Tata Steel'],
  ])('%s: a function joins the title, a district does not', (header, title, company) => {
    expect(rolesOf(header, 'Jan 2010 – Dec 2011')[0]).toMatchObject({ title, company });
  });

  it('reads "Title, City, Country" as a role without a company, and a team as no place', () => {
    expect(rolesOf('Engineer, Pune, India', 'Jan 2003 – Dec 2003')[0]).toMatchObject({
      title: 'Engineer',
      company: null,
      location: 'Pune, India',
    });
    expect(rolesOf('Technical Lead, Payments Team, Acme', 'Jan 1997 – Dec 1997')[0]?.location).toBeNull();
  });
});

describe('letter-spaced headings and words', () => {
  it.each([
    ['E X P E R I E N C E', 'EXPERIENCE'],
    ['W O R K   E X P E R I E N C E', 'WORK EXPERIENCE'],
    ['S K I L L S  &  T O O L S', 'SKILLS & TOOLS'],
    ['S k i l l s', 'Skills'],
    ['J A N E  D O E', 'JANE DOE'],
    ['E D U C AT I O N', 'EDUCATION'],
    // no word gap left: a heading is still found by its letters
    ['W O R K E X P E R I E N C E', 'WORK EXPERIENCE'],
    ['L I C E N S E S & C E R T I F I C A T I O N S', 'LICENSES & CERTIFICATIONS'],
    ['B I O', 'BIO'],
    // initials, short words and ordinary text stay as they are
    ['K V S Rao', 'K V S Rao'],
    ['R & D lead at a US firm', 'R & D lead at a US firm'],
    ['go to a UI', 'go to a UI'],
    ['Senior Engineer, Acme Corp', 'Senior Engineer, Acme Corp'],
  ])('%j → %j', (text, joined) => {
    expect(joinLetterSpacing(text).replace(/\s+/g, ' ')).toBe(joined);
  });

  it('finds the sections of a resume whose headings are letter-spaced, with its roles read', () => {
    const doc = emptyDocument('docx');
    doc.pages = 1;
    const spaced = (text: string, top: number) => ({ ...line(joinLetterSpacing(text), top), gapBefore: 1.2 });
    doc.lines = [
      line('Asha Verma', 60, true),
      line('asha.verma@example.com | +91 98765 43210 | Pune, India', 80),
      spaced('W O R K E X P E R I E N C E', 110),
      line('Senior Engineer, Acme Technologies, Pune', 130),
      line('Jan 2019 – Present', 146),
      { ...line('Cut checkout latency by 40% for 2M customers.', 162), bullet: true },
      spaced('E D U C A T I O N', 190),
      line('Indian Institute of Technology Bombay', 210),
      line('B.Tech in Computer Science, 2013 – 2017', 226),
      spaced('S K I L L S   &   T O O L S', 250),
      line('TypeScript, Kubernetes, PostgreSQL', 270),
    ];
    const { resume } = parseResume(doc);
    expect(resume.sections).toEqual([
      { kind: 'work', heading: 'WORK EXPERIENCE', standard: true },
      { kind: 'education', heading: 'EDUCATION', standard: true },
      { kind: 'skills', heading: 'SKILLS & TOOLS', standard: true },
    ]);
    expect(resume.work[0]).toMatchObject({ title: 'Senior Engineer', company: 'Acme Technologies', location: 'Pune' });
    expect(resume.education[0]).toMatchObject({
      institution: 'Indian Institute of Technology Bombay',
      studyType: 'B.Tech',
    });
    expect(resume.skills.map((s) => s.name)).toEqual(['TypeScript', 'Kubernetes', 'PostgreSQL']);
  });
});
