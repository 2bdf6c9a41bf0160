// The education parser reads a field of study written beside the degree, not
// only after 'in' ("B.Tech, Computer Science" used to read as 'Not found').
import { describe, expect, it } from 'vitest';
import { emptyDocument, type Line } from './document-model.ts';
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
