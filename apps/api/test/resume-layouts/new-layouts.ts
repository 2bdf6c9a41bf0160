// Resumes in layouts the corpus does not have (decision 049), drawn with
// pdfkit at explicit positions, with their known fields: a tinted left
// sidebar (name, contact, skills, languages) beside the experience with the
// dates right-aligned on the title line; education in the sidebar written
// degree / institution / years on three lines; and one line per role and per
// degree ('Title at Company (dates)', 'Degree — Institution — years').
import PDFDocument from 'pdfkit';
import type { Truth } from '../resume-corpus/corpus-model.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT = `${DEJAVU}/DejaVuSans.ttf`;
const BOLD = `${DEJAVU}/DejaVuSans-Bold.ttf`;

interface Role {
  title: string;
  company: string;
  city: string;
  start: [number, number];
  end: [number, number] | null;
  bullets: string[];
}
interface Degree {
  degree: string;
  institution: string;
  start: number;
  end: number;
}
export interface LayoutResume {
  name: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  linkedin: string;
  roles: Role[];
  education: Degree[];
  skills: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ym = ([y, m]: [number, number]) => `${y}-${String(m).padStart(2, '0')}`;
const short = ([y, m]: [number, number]) => `${MONTHS[m - 1]} ${y}`;
const numeric = ([y, m]: [number, number]) => `${String(m).padStart(2, '0')}/${y}`;

export const PEOPLE: LayoutResume[] = [
  {
    name: 'Ananya Iyer',
    headline: 'Backend Engineer',
    email: 'ananya.iyer@example.com',
    phone: '+91 98450 12345',
    city: 'Bengaluru',
    linkedin: 'linkedin.com/in/ananya-iyer',
    roles: [
      {
        title: 'Senior Backend Engineer',
        company: 'Freshworks',
        city: 'Chennai',
        start: [2021, 4],
        end: null,
        bullets: [
          'Cut the p95 latency of the billing API by 40% with a read-through cache.',
          'Led a team of 4 engineers moving 12 services to Kubernetes.',
        ],
      },
      {
        title: 'Software Engineer',
        company: 'Zoho Corporation',
        city: 'Chennai',
        start: [2018, 7],
        end: [2021, 3],
        bullets: [
          'Built the invoice export used by 20,000 customers.',
          'Wrote the PostgreSQL migrations for the ledger.',
        ],
      },
      {
        title: 'Associate Engineer',
        company: 'Mindtree',
        city: 'Bengaluru',
        start: [2016, 8],
        end: [2018, 6],
        bullets: ['Maintained 3 Java services for a retail client.'],
      },
    ],
    education: [{ degree: 'B.E. Computer Science', institution: 'PES University', start: 2012, end: 2016 }],
    skills: ['Java', 'Kotlin', 'PostgreSQL', 'Kubernetes', 'Redis', 'Kafka'],
  },
  {
    name: 'Rohan Kulkarni',
    headline: 'Data Analyst',
    email: 'rohan.kulkarni@example.com',
    phone: '+91 99200 45678',
    city: 'Pune',
    linkedin: 'linkedin.com/in/rohan-kulkarni',
    roles: [
      {
        title: 'Data Analyst',
        company: 'Persistent Systems',
        city: 'Pune',
        start: [2020, 1],
        end: null,
        bullets: [
          'Built 15 Power BI dashboards for the sales team.',
          'Automated a weekly report, saving 6 hours a week.',
        ],
      },
      {
        title: 'Business Analyst',
        company: 'Capgemini',
        city: 'Mumbai',
        start: [2017, 6],
        end: [2019, 12],
        bullets: ['Wrote SQL for 30 monthly KPIs.'],
      },
    ],
    education: [
      { degree: 'MBA', institution: 'Symbiosis Institute of Business Management', start: 2015, end: 2017 },
      { degree: 'B.Com', institution: 'University of Mumbai', start: 2012, end: 2015 },
    ],
    skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Tableau'],
  },
];

export const NEW_LAYOUTS = ['tinted-sidebar', 'sidebar-education', 'one-line'] as const;
export type NewLayout = (typeof NEW_LAYOUTS)[number];

export function truthOf(person: LayoutResume): Truth {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    location: person.city,
    links: [`https://${person.linkedin}`],
    work: person.roles.map((r) => ({
      company: r.company,
      title: r.title,
      start: ym(r.start),
      end: r.end ? ym(r.end) : null,
      current: r.end === null,
    })),
    education: person.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      area: null,
      start: String(e.start),
      end: String(e.end),
    })),
    skills: person.skills,
  };
}

const W = 595.28;
const H = 841.89;

function sidebarPage(doc: PDFKit.PDFDocument, p: LayoutResume, withEducation: boolean) {
  const side = { x: 24, w: 170 };
  doc.rect(0, 0, side.x + side.w + 16, H).fill('#eef1f7');
  doc.fillColor('#111');
  let y = 40;
  const sideText = (text: string, font = FONT, size = 9.5) => {
    doc.font(font).fontSize(size).text(text, side.x, y, { width: side.w });
    y = doc.y + 3;
  };
  sideText(p.name, BOLD, 17);
  sideText(p.headline, FONT, 10.5);
  y += 12;
  sideText('CONTACT', BOLD, 10);
  for (const item of [p.email, p.phone, p.city, p.linkedin]) sideText(item);
  y += 12;
  sideText('SKILLS', BOLD, 10);
  for (const skill of p.skills) sideText(skill);
  y += 12;
  if (withEducation) {
    sideText('EDUCATION', BOLD, 10);
    for (const e of p.education) {
      sideText(e.degree, BOLD);
      sideText(e.institution);
      sideText(`${e.start} – ${e.end}`);
      y += 6;
    }
    y += 6;
  }
  sideText('LANGUAGES', BOLD, 10);
  sideText('English, Hindi, Kannada');
  return { x: side.x + side.w + 40, w: W - (side.x + side.w + 40) - 36 };
}

function render(person: LayoutResume, layout: NewLayout): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: new Date('2025-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (layout === 'one-line') {
    const x = 56;
    const w = W - 112;
    doc.font(BOLD).fontSize(20).text(person.name, x, 48, { width: w });
    doc
      .font(FONT)
      .fontSize(10)
      .text(
        `${person.headline} · ${person.city} · ${person.email} · ${person.phone} · ${person.linkedin}`,
        x,
        doc.y + 2,
        { width: w },
      );
    const heading = (text: string) => {
      doc
        .font(BOLD)
        .fontSize(12)
        .text(text, x, doc.y + 14, { width: w });
    };
    heading('Experience');
    for (const r of person.roles) {
      doc
        .font(BOLD)
        .fontSize(10.5)
        .text(`${r.title} at ${r.company} (${short(r.start)} – ${r.end ? short(r.end) : 'Present'})`, x, doc.y + 6, {
          width: w,
        });
      for (const b of r.bullets)
        doc
          .font(FONT)
          .fontSize(9.5)
          .text(`• ${b}`, x + 10, doc.y + 2, { width: w - 10 });
    }
    heading('Education');
    for (const e of person.education) {
      doc
        .font(FONT)
        .fontSize(10)
        .text(`${e.degree} — ${e.institution} — ${e.start}–${e.end}`, x, doc.y + 6, { width: w });
    }
    heading('Skills');
    doc
      .font(FONT)
      .fontSize(10)
      .text(person.skills.join(', '), x, doc.y + 4, { width: w });
  } else {
    const main = sidebarPage(doc, person, layout === 'sidebar-education');
    let y = 40;
    const heading = (text: string) => {
      doc.font(BOLD).fontSize(12).fillColor('#1f3a93').text(text, main.x, y, { width: main.w });
      doc.fillColor('#111');
      y = doc.y + 6;
    };
    heading('PROFILE');
    doc
      .font(FONT)
      .fontSize(9.5)
      .text(
        `${person.headline} with ${person.roles.length * 2} years of shipping products people use every day.`,
        main.x,
        y,
        { width: main.w },
      );
    y = doc.y + 14;
    heading('EXPERIENCE');
    for (const r of person.roles) {
      const dates =
        layout === 'tinted-sidebar'
          ? `${numeric(r.start)} – ${r.end ? numeric(r.end) : 'Present'}`
          : `${short(r.start)} - ${r.end ? short(r.end) : 'Present'}`;
      if (layout === 'tinted-sidebar') {
        doc
          .font(BOLD)
          .fontSize(10.5)
          .text(r.title, main.x, y, { width: main.w - 110 });
        doc
          .font(FONT)
          .fontSize(9)
          .text(dates, main.x + main.w - 110, y + 1, { width: 110, align: 'right' });
        y = doc.y + 2;
        doc.font(FONT).fontSize(10).text(`${r.company} · ${r.city}`, main.x, y, { width: main.w });
      } else {
        doc.font(BOLD).fontSize(10.5).text(r.company, main.x, y, { width: main.w });
        doc
          .font(FONT)
          .fontSize(10)
          .text(`${r.title} | ${dates}`, main.x, doc.y + 2, { width: main.w });
      }
      y = doc.y + 3;
      for (const b of r.bullets) {
        doc
          .font(FONT)
          .fontSize(9.5)
          .text(`• ${b}`, main.x + 8, y, { width: main.w - 8 });
        y = doc.y + 2;
      }
      y += 10;
    }
    if (layout === 'tinted-sidebar') {
      heading('EDUCATION');
      for (const e of person.education) {
        doc.font(BOLD).fontSize(10.5).text(e.degree, main.x, y, { width: main.w });
        doc
          .font(FONT)
          .fontSize(10)
          .text(e.institution, main.x, doc.y + 1, { width: main.w });
        doc
          .font(FONT)
          .fontSize(9)
          .text(`${e.start} – ${e.end}`, main.x, doc.y + 1, { width: main.w });
        y = doc.y + 8;
      }
    }
  }
  doc.end();
  return done;
}

export const renderNewLayout = render;
