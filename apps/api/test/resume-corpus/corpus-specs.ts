// Seeded resume specs: realistic people, roles, schools and skills drawn from
// fixed pools, clean by construction (numbers in bullets, action verbs,
// reverse-chronological, no gaps), then changed by the labelled defects.
import type { CheckId } from '@talent/contracts/resume-analysis';
import { contactItems, dateOfBirthLine, degreeLine, educationYears, roleDates } from './resume-text.ts';
import type {
  DateStyle,
  Defect,
  EducationSpec,
  Headings,
  Layout,
  ResumeSpec,
  RoleSpec,
  Truth,
  YM,
} from './corpus-model.ts';

/** mulberry32: small, fast, good enough to make the corpus reproducible. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
export type Random = ReturnType<typeof createRandom>;

const FIRST = [
  'Priya',
  'Arjun',
  'Emily',
  'Lucas',
  'Ananya',
  'Rahul',
  'Sofia',
  'Daniel',
  'Meera',
  'Oliver',
  'Fatima',
  'Rohan',
  'Isabella',
  'Kavya',
  'Thomas',
  'Aisha',
  'Vikram',
  'Grace',
  'Nikhil',
  'Chloe',
  'Siddharth',
  'Hannah',
  'Zoya',
  'Marcus',
];
const LAST = [
  'Sharma',
  'Mehta',
  'Carter',
  'Martin',
  'Iyer',
  'Verma',
  'Rossi',
  'Kim',
  'Nair',
  'Smith',
  'Khan',
  'Gupta',
  'Garcia',
  'Reddy',
  'Müller',
  'Patel',
  'Bose',
  'Wilson',
  'Joshi',
  'Dubois',
  "O'Brien",
  'Menon',
  'Fernandes',
  'Kapoor',
];
const COMPANIES = [
  'Infosys Limited',
  'Flipkart',
  'Razorpay',
  'Zoho Corporation',
  'Acme Analytics',
  'Northwind Labs',
  'Globex Corporation',
  'Initech Solutions',
  'Freshworks',
  'Swiggy',
  'Umbrella Health',
  'Hooli',
  'Contoso Ltd',
  'Fabrikam Software',
  'Tata Consultancy Services',
  'Wipro Technologies',
  'Zomato',
  'Atlassian',
  'Stripe',
  'Bluefin Systems',
  'Meridian Bank',
  'Orbit Media',
  'Kestrel Capital',
  'Lumen Digital',
];
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Backend Developer',
  'Frontend Engineer',
  'Data Analyst',
  'Data Scientist',
  'Product Manager',
  'QA Engineer',
  'DevOps Engineer',
  'Engineering Manager',
  'UX Designer',
  'Business Analyst',
  'Machine Learning Engineer',
  'Technical Lead',
  'Full Stack Developer',
  'Site Reliability Engineer',
];
const JUNIOR_TITLES = [
  'Software Development Intern',
  'Junior Developer',
  'Associate Software Engineer',
  'Graduate Engineer Trainee',
];
const CITIES = [
  'Bengaluru, India',
  'Pune, India',
  'Hyderabad, India',
  'Mumbai, India',
  'Chennai, India',
  'San Francisco, CA',
  'Austin, TX',
  'London, UK',
  'Toronto, Canada',
  'Berlin, Germany',
  'Singapore',
];
const SCHOOLS = [
  'Indian Institute of Technology Bombay',
  'University of Mumbai',
  'Anna University',
  'Stanford University',
  'University of Toronto',
  'Delhi College of Engineering',
  'Vellore Institute of Technology',
  'University of Manchester',
  'National Institute of Technology Trichy',
  'Georgia Institute of Technology',
  'University of Pune',
  'Manipal Institute of Technology',
];
const DEGREES: { degree: string; area: string | null }[] = [
  { degree: 'B.Tech', area: 'Computer Science' },
  { degree: 'Bachelor of Engineering', area: 'Electronics' },
  { degree: 'Bachelor of Science', area: 'Mathematics' },
  { degree: 'B.Sc', area: 'Physics' },
  { degree: 'B.E.', area: 'Information Technology' },
];
const MASTERS: { degree: string; area: string | null }[] = [
  { degree: 'M.S.', area: 'Computer Science' },
  { degree: 'M.Tech', area: 'Data Science' },
  { degree: 'MBA', area: null },
  { degree: 'Master of Science', area: 'Software Engineering' },
];
const HARD_SKILLS = [
  'TypeScript',
  'JavaScript',
  'Python',
  'Java',
  'Go',
  'React',
  'Node.js',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Docker',
  'Kubernetes',
  'AWS',
  'GCP',
  'Terraform',
  'Kafka',
  'Redis',
  'GraphQL',
  'Spark',
  'Airflow',
  'TensorFlow',
  'PyTorch',
  'SQL',
  'Tableau',
  'Figma',
  'Selenium',
  'Jenkins',
  'Git',
  'Linux',
  'REST APIs',
];
export const SOFT_SKILLS = [
  'Communication',
  'Leadership',
  'Teamwork',
  'Problem Solving',
  'Stakeholder Management',
  'Mentoring',
  'Time Management',
  'Adaptability',
  'Critical Thinking',
  'Collaboration',
];
const CERTIFICATES = [
  'AWS Certified Solutions Architect – Associate',
  'Certified Kubernetes Administrator',
  'Google Professional Data Engineer',
  'Scrum Master Certified (SMC)',
  'Microsoft Certified: Azure Fundamentals',
];

type Template = { verbs: string[]; text: string };
// "{skill}" is one of the listed skills; {n} {p} {q} {m} are numbers.
const CLEAN: Template[] = [
  {
    verbs: ['Built', 'Designed', 'Launched', 'Developed'],
    text: 'a {skill} service handling {n}K requests per minute at 99.9% uptime',
  },
  {
    verbs: ['Rebuilt', 'Optimized', 'Redesigned', 'Streamlined'],
    text: 'the {skill} data pipeline, cutting processing time by {p}%',
  },
  {
    verbs: ['Led', 'Guided', 'Coordinated', 'Directed'],
    text: 'a team of {m} engineers through a migration to {skill}, finishing {m} weeks early',
  },
  {
    verbs: ['Wrote', 'Introduced', 'Implemented', 'Created'],
    text: 'automated tests in {skill}, raising coverage from {p}% to {q}%',
  },
  {
    verbs: ['Shipped', 'Delivered', 'Developed', 'Engineered'],
    text: 'a customer dashboard in {skill} used by {n},000 people every month',
  },
  { verbs: ['Reduced', 'Cut', 'Slashed'], text: 'cloud costs by {p}% by moving batch jobs to {skill}' },
  {
    verbs: ['Authored', 'Established', 'Drafted'],
    text: 'an on-call runbook for {skill} that reduced recovery time by {p}%',
  },
  {
    verbs: ['Launched', 'Delivered', 'Shipped'],
    text: '{m} product features with {skill}, lifting weekly retention by {p}%',
  },
  {
    verbs: ['Automated', 'Modernized', 'Overhauled', 'Streamlined'],
    text: 'the release process with {skill}, moving from 2 to {m} deploys a week',
  },
  { verbs: ['Implemented', 'Engineered', 'Designed'], text: 'search with {skill} that increased conversions by {p}%' },
  {
    verbs: ['Mentored', 'Coached', 'Trained'],
    text: '{m} new hires on {skill}, {m2} of whom were promoted within a year',
  },
  {
    verbs: ['Improved', 'Reduced', 'Accelerated'],
    text: 'API response time from {n}0 ms to {m}0 ms by adding {skill} caching',
  },
];
const NUMBERLESS: Template[] = [
  { verbs: ['Built', 'Developed', 'Designed'], text: 'the {skill} service behind the checkout flow' },
  { verbs: ['Improved', 'Refined', 'Upgraded'], text: "the team's testing practices with {skill}" },
  { verbs: ['Led', 'Coordinated', 'Directed'], text: 'the migration of internal tools to {skill}' },
  { verbs: ['Created', 'Wrote', 'Authored'], text: 'documentation and onboarding guides for {skill}' },
  { verbs: ['Maintained', 'Monitored', 'Operated'], text: 'production systems running on {skill}' },
  { verbs: ['Collaborated', 'Partnered'], text: 'with product managers on the {skill} roadmap' },
];
const WEAK: string[] = [
  'Responsible for the {skill} data pipeline and its {m} daily jobs',
  'Worked on the {skill} service and {m} internal admin screens',
  'Helped the team with {skill} testing across {m} releases',
  'Involved in planning the move of {m} services to {skill}',
  'Assisted with {skill} support tickets, about {n} each week',
  'Responsible for code reviews in {skill} for {m} developers',
];
const REPEATED = [
  'Managed the {skill} platform serving {n},000 users',
  'Managed a budget of ${m}00K for {skill} infrastructure',
  'Managed {m} releases of the {skill} mobile app each quarter',
  'Managed on-call for {skill} services with {p}% fewer pages',
];
const STANDARD_HEADINGS: Headings = {
  summary: 'Summary',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certificates: 'Certifications',
};
const ALT_HEADINGS: Headings[] = [
  {
    summary: 'Professional Summary',
    work: 'Work Experience',
    education: 'Education',
    skills: 'Technical Skills',
    certificates: 'Certifications',
  },
  {
    summary: 'Profile',
    work: 'Professional Experience',
    education: 'Education',
    skills: 'Core Competencies',
    certificates: 'Licenses & Certifications',
  },
];
const COMPACT_HEADINGS: Headings = {
  summary: 'Profile',
  work: 'Work History',
  education: 'Academic Background',
  skills: 'Core Skills',
  certificates: 'Certifications',
};
const HELD_OUT_HEADINGS: Headings[] = [
  {
    summary: 'Career Summary',
    work: 'Employment History',
    education: 'Educational Background',
    skills: 'Key Skills',
    certificates: 'Licenses',
  },
  {
    summary: 'About Me',
    work: 'Relevant Experience',
    education: 'Academic Qualifications',
    skills: 'Areas of Expertise',
    certificates: 'Training',
  },
];
const ODD_HEADINGS: Headings = {
  summary: 'Who I Am',
  work: "Where I've Worked",
  education: 'Where I Studied',
  skills: 'Toolbox',
  certificates: 'Credentials',
};

const LAYOUT_DATE_STYLE: Record<Layout, DateStyle> = {
  classic: 'month-short',
  modern: 'month-long',
  'two-column': 'month-short',
  table: 'month-short',
  'header-contact': 'month-long',
  compact: 'numeric',
  timeline: 'year',
  banner: 'month-dot',
  'dates-first': 'iso',
  'sidebar-right': 'month-short',
  narrative: 'month-long',
  airy: 'month-short',
};

/** Which defects each layout can carry (a two-column page cannot hold a three-page resume). */
function allowedDefects(layout: Layout): Defect[] {
  const all: Defect[] = [
    'date-gaps',
    'date-overlaps',
    'date-validity',
    'date-order',
    'date-format',
    'quantified-bullets',
    'action-verbs',
    'first-person',
    'repeated-verbs',
    'photo',
    'date-of-birth',
    'street-address',
    'no-email',
    'no-phone',
    'no-linkedin',
    'no-location',
    'no-skills',
    'odd-headings',
    'icons',
    'many-fonts',
    'long',
    'bullets-per-role',
    'few-skills',
    'soft-skills',
    'unbacked-skills',
    'name-mismatch',
  ];
  return all.filter((d) => {
    if (d === 'long') return ['classic', 'modern', 'compact', 'banner'].includes(layout);
    // roles told as paragraphs have no bullets to count, shorten or repeat
    if (['bullets-per-role', 'repeated-verbs', 'action-verbs'].includes(d)) return layout !== 'narrative';
    if (d === 'date-format') return layout !== 'timeline';
    if (d === 'odd-headings')
      return !['compact', 'timeline', 'banner', 'dates-first', 'sidebar-right', 'narrative', 'airy'].includes(layout);
    if (d === 'street-address' || d === 'date-of-birth' || d === 'icons')
      return layout !== 'two-column' && layout !== 'sidebar-right';
    return true;
  });
}

const EXCLUSIVE: Defect[][] = [
  ['quantified-bullets', 'action-verbs', 'repeated-verbs', 'unbacked-skills', 'long', 'bullets-per-role'],
  ['date-gaps', 'date-overlaps', 'date-validity', 'date-order'],
  ['no-skills', 'few-skills', 'soft-skills', 'unbacked-skills', 'odd-headings'],
  ['no-location', 'street-address'],
];

/**
 * Takes the first defects of a rotating queue that the layout allows and
 * that do not clash, then sends them to the back: across the corpus every
 * defect comes up, and none far more often than another.
 */
export function chooseDefects(queue: Defect[], layout: Layout, count: number): Defect[] {
  const allowed = allowedDefects(layout);
  const chosen: Defect[] = [];
  for (const defect of [...queue]) {
    if (chosen.length >= count) break;
    if (!allowed.includes(defect)) continue;
    if (EXCLUSIVE.some((group) => group.includes(defect) && group.some((d) => chosen.includes(d)))) continue;
    chosen.push(defect);
    queue.splice(queue.indexOf(defect), 1);
    queue.push(defect);
  }
  return chosen;
}

const ym = (year: number, month: number): YM => {
  const index = year * 12 + (month - 1);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const addMonths = (d: YM, n: number) => ym(d.year, d.month + n);
const index = (d: YM) => d.year * 12 + d.month - 1;

function fill(text: string, random: Random, skill: string) {
  return text
    .replaceAll('{skill}', skill)
    .replaceAll('{n}', String(random.int(2, 90)))
    .replaceAll('{p}', String(random.int(12, 65)))
    .replaceAll('{q}', String(random.int(70, 95)))
    .replaceAll('{m2}', String(random.int(2, 3)))
    .replaceAll('{m}', String(random.int(4, 9)));
}

function bullets(
  random: Random,
  count: number,
  skills: string[],
  defects: Defect[],
  verbUse: Map<string, number>,
): string[] {
  const out: string[] = [];
  const templates = random.shuffle(CLEAN);
  for (let i = 0; i < count; i++) {
    const skill = skills.length ? skills[(verbUse.get('#skill') ?? 0) % skills.length]! : 'the platform';
    verbUse.set('#skill', (verbUse.get('#skill') ?? 0) + 1);
    if (defects.includes('action-verbs') && i % 4 !== 3) {
      out.push(fill(random.pick(WEAK), random, skill));
      continue;
    }
    if (defects.includes('repeated-verbs') && i % 3 !== 2) {
      out.push(fill(random.pick(REPEATED), random, skill));
      continue;
    }
    const pool = defects.includes('quantified-bullets') ? NUMBERLESS : templates;
    // the least used verb keeps openers varied: no verb opens more than two bullets
    const choices = pool.flatMap((t) => t.verbs.map((v) => ({ t, v }))).filter(({ v }) => (verbUse.get(v) ?? 0) < 2);
    const offset = i % pool.length;
    const { t: template, v: verb } =
      choices.find(({ t }) => t === pool[offset]) ??
      choices.sort((a, b) => (verbUse.get(a.v) ?? 0) - (verbUse.get(b.v) ?? 0))[0]!;
    verbUse.set(verb, (verbUse.get(verb) ?? 0) + 1);
    out.push(`${verb} ${fill(template.text, random, skill)}`);
  }
  return out;
}

function handle(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
}

function phoneFor(location: string, random: Random) {
  if (location.endsWith('India')) return `+91 ${random.int(70000, 99999)} ${random.int(10000, 99999)}`;
  if (/, (CA|TX)$/.test(location))
    return `+1 (${random.int(201, 989)}) 555-${String(random.int(100, 9999)).padStart(4, '0')}`;
  if (location.endsWith('UK')) return `+44 20 7946 ${String(random.int(0, 9999)).padStart(4, '0')}`;
  if (location.endsWith('Germany')) return `+49 30 ${random.int(1000, 9999)} ${random.int(1000, 9999)}`;
  if (location === 'Singapore') return `+65 ${random.int(8000, 9999)} ${random.int(1000, 9999)}`;
  return `+1 416 555 ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

export interface SpecOptions {
  id: string;
  layout: Layout;
  format: 'pdf' | 'docx';
  seed: number;
  defects: Defect[];
  /** The analysis date: roles run up to it. */
  now: YM;
}

export function buildSpec({ id, layout, format, seed, defects, now }: SpecOptions): ResumeSpec {
  const random = createRandom(seed);
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const name = `${first} ${last}`;
  const [h1 = 'user', h2 = 'name'] = handle(name);
  const location = random.pick(CITIES);
  const has = (d: Defect) => defects.includes(d);

  let hard = random.shuffle(HARD_SKILLS).slice(0, random.int(8, 12));
  let soft = random.shuffle(SOFT_SKILLS).slice(0, 2);
  if (has('few-skills')) {
    hard = hard.slice(0, 3);
    soft = [];
  }
  if (has('soft-skills')) {
    hard = hard.slice(0, 3);
    soft = random.shuffle(SOFT_SKILLS).slice(0, 7);
  }
  const skillList = [...hard, ...soft];
  const mentioned = has('unbacked-skills') ? [] : hard;

  const roleCount = has('long') ? 9 : random.int(3, 4);
  const verbUse = new Map<string, number>();
  const companies = random.shuffle(COMPANIES);
  const roles: RoleSpec[] = [];
  let end: YM | null = null;
  let cursor = addMonths(now, -random.int(0, 2));
  for (let i = 0; i < roleCount; i++) {
    const months = has('long') ? random.int(12, 20) : random.int(18, 40);
    const start = addMonths(cursor, -months);
    const bulletCount = has('long') ? 7 : has('bullets-per-role') && i === 0 ? 1 : random.int(3, 5);
    const isOldest = i === roleCount - 1;
    roles.push({
      company: companies[i]!,
      title: isOldest && !has('long') ? random.pick(JUNIOR_TITLES) : random.pick(TITLES),
      location: random.pick(CITIES),
      start,
      end,
      bullets: bullets(random, bulletCount, mentioned, defects, verbUse),
      dateStyle: LAYOUT_DATE_STYLE[layout],
    });
    end = addMonths(start, -random.int(1, 2));
    cursor = end;
  }
  if (has('long')) {
    // longer bullets so three pages really hold more than 1,100 words
    for (const role of roles)
      role.bullets = role.bullets.map((b) => `${b}, working closely with design, data and support teams`);
  }
  if (has('date-gaps')) {
    // year-only resumes need a whole calendar year missing to show a gap
    const shift = layout === 'timeline' ? 26 : random.int(9, 14);
    for (let j = random.int(1, roles.length - 1); j < roles.length; j++) {
      roles[j]!.start = addMonths(roles[j]!.start, -shift);
      roles[j]!.end = addMonths(roles[j]!.end!, -shift);
    }
  }
  if (has('date-overlaps')) {
    const k = random.int(1, roles.length - 1);
    roles[k]!.end = addMonths(roles[k - 1]!.start, layout === 'timeline' ? 24 : random.int(5, 9));
  }
  if (has('date-validity')) {
    const role = roles[random.int(1, roles.length - 1)]!;
    const [s, e] = [role.start, role.end!];
    role.start = e;
    role.end = s;
  }
  if (has('date-order')) {
    const k = random.int(1, roles.length - 1);
    [roles[k - 1], roles[k]] = [roles[k]!, roles[k - 1]!];
  }
  if (has('date-format')) {
    const other: DateStyle =
      LAYOUT_DATE_STYLE[layout] === 'numeric' || LAYOUT_DATE_STYLE[layout] === 'iso' ? 'month-short' : 'numeric';
    roles[random.int(0, roles.length - 1)]!.dateStyle = other;
  }
  if (has('first-person')) {
    const role = roles[0]!;
    role.bullets[0] = `I ${role.bullets[0]!.charAt(0).toLowerCase()}${role.bullets[0]!.slice(1)}`;
  }

  const oldestStart = roles.reduce((min, r) => Math.min(min, r.start.year, r.end?.year ?? 9999), 9999);
  const degree = random.pick(DEGREES);
  const master = random.next() < 0.35 ? random.pick(MASTERS) : null;
  const bachelorEnd = master ? oldestStart - 2 : oldestStart;
  const education: EducationSpec[] = [
    {
      institution: random.pick(SCHOOLS),
      degree: degree.degree,
      area: degree.area,
      startYear: bachelorEnd - 4,
      endYear: bachelorEnd,
      grade: random.next() < 0.5 ? `CGPA ${random.int(70, 96) / 10}/10` : null,
    },
  ];
  if (master) {
    const school = random.pick(SCHOOLS.filter((s) => s !== education[0]!.institution));
    education.unshift({
      institution: school,
      degree: master.degree,
      area: master.area,
      startYear: bachelorEnd,
      endYear: bachelorEnd + 2,
      grade: null,
    });
  }

  const years = Math.round((index(now) - index(roles.at(-1)!.start)) / 12);
  const headline = roles[0]!.title;
  const summary = has('first-person')
    ? `I am a ${headline.toLowerCase()} with ${years} years of experience. My focus is ${hard[0] ?? 'software'} and reliable delivery, and I enjoy mentoring.`
    : `${headline} with ${years} years of experience building products with ${hard.slice(0, 3).join(', ') || 'modern tools'}. Known for reliable delivery, clear communication and mentoring.`;

  const headings = has('odd-headings')
    ? ODD_HEADINGS
    : layout === 'compact' || layout === 'timeline'
      ? COMPACT_HEADINGS
      : layout === 'banner' || layout === 'dates-first' || layout === 'sidebar-right' || layout === 'narrative'
        ? random.pick(HELD_OUT_HEADINGS)
        : random.next() < 0.5
          ? STANDARD_HEADINGS
          : random.pick(ALT_HEADINGS);
  const otherName = `${random.pick(FIRST.filter((f) => f !== first))} ${random.pick(LAST.filter((l) => l !== last))}`;

  const spec: ResumeSpec = {
    id,
    layout,
    format,
    name,
    headline,
    email: has('no-email')
      ? null
      : `${h1}.${h2}${random.int(1, 99)}@${random.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me'])}`,
    phone: has('no-phone') ? null : phoneFor(location, random),
    location: has('no-location') ? null : location,
    street: has('street-address')
      ? `${random.int(12, 480)} ${random.pick(['MG Road', 'Park Street', 'Baker Street', 'Hill Road', 'Lake View Avenue'])}`
      : null,
    dateOfBirth: has('date-of-birth')
      ? `${String(random.int(1, 28)).padStart(2, '0')}/${String(random.int(1, 12)).padStart(2, '0')}/${random.int(1985, 1998)}`
      : null,
    linkedin: has('no-linkedin') ? null : `linkedin.com/in/${h1}-${h2}-${random.int(10, 99)}`,
    github: random.next() < 0.5 ? `github.com/${h1}${h2}` : null,
    summary,
    roles,
    education,
    skills: has('no-skills') ? null : skillList,
    certificates: random.next() < 0.5 ? random.shuffle(CERTIFICATES).slice(0, random.int(1, 2)) : [],
    headings,
    dateStyle: LAYOUT_DATE_STYLE[layout],
    photo: has('photo'),
    icons: has('icons'),
    manyFonts: has('many-fonts'),
    candidateName: has('name-mismatch') ? otherName : name,
    defects,
  };
  // keep clear of the word-count limits (200 / 1,100) unless that is the defect
  for (let i = 0; !has('long') && wordsOf(spec) < 240 && i < 6; i++) {
    const role = spec.roles[i % spec.roles.length]!;
    if (has('bullets-per-role') && role === spec.roles[0]) continue;
    role.bullets.push(...bullets(random, 1, mentioned, defects, verbUse));
  }
  return spec;
}

/** Words the resume prints, about as the analyzer counts them. */
export function wordsOf(spec: ResumeSpec): number {
  const parts = [
    spec.name,
    spec.headline,
    ...contactItems(spec).map((i) => i.text),
    dateOfBirthLine(spec) ?? '',
    spec.summary,
    ...Object.values(spec.headings),
    ...spec.roles.flatMap((r) => [r.company, r.title, r.location, roleDates(r), ...r.bullets]),
    ...spec.education.flatMap((e) => [e.institution, degreeLine(e), educationYears(e), e.grade ?? '']),
    ...(spec.skills ?? []),
    ...spec.certificates,
  ];
  return parts.join(' ').split(/\s+/).filter(Boolean).length;
}

/** The checks that must not pass, from the defects and the layout. */
export function expectedChecks(spec: ResumeSpec, words: number): CheckId[] {
  const map: Partial<Record<Defect, CheckId[]>> = {
    'date-gaps': ['date-gaps'],
    'date-overlaps': ['date-overlaps'],
    'date-validity': ['date-validity'],
    'date-order': ['date-order'],
    'date-format': ['date-format'],
    'quantified-bullets': ['quantified-bullets'],
    'action-verbs': ['action-verbs'],
    'first-person': ['first-person'],
    'repeated-verbs': ['repeated-verbs'],
    photo: ['photo'],
    'date-of-birth': ['date-of-birth'],
    'street-address': ['street-address'],
    'no-email': ['contact-email'],
    'no-phone': ['contact-phone'],
    'no-linkedin': ['contact-links'],
    'no-location': ['contact-location'],
    'no-skills': ['sections-present', 'skills-count'],
    'odd-headings': ['standard-headings'],
    icons: ['icon-glyphs'],
    'many-fonts': ['fonts'],
    long: ['page-count'],
    'bullets-per-role': ['bullets-per-role'],
    'few-skills': ['skills-count'],
    'soft-skills': ['skills-balance'],
    'unbacked-skills': ['skills-backed'],
    'name-mismatch': ['name-match'],
  };
  const checks = new Set<CheckId>(spec.defects.flatMap((d) => map[d] ?? []));
  if (spec.layout === 'two-column' || spec.layout === 'sidebar-right') {
    checks.add(spec.format === 'pdf' ? 'columns' : 'tables-textboxes');
  }
  // a paragraph per role: no bullets to count, and blocks far longer than a bullet
  if (spec.layout === 'narrative') {
    checks.add('bullets-per-role');
    checks.add('bullet-length');
  }
  if (spec.layout === 'table') checks.add('tables-textboxes');
  if (spec.layout === 'header-contact' && spec.format === 'docx' && (spec.email || spec.phone))
    checks.add('header-contact');
  if (words > 1100 || words < 200) checks.add('word-count');
  // weak-opener templates repeat their opener: that is a repeated verb too
  const openers = new Map<string, number>();
  const bullets = spec.roles.flatMap((r) => r.bullets);
  for (const b of bullets) {
    const word = (b.match(/^[A-Za-z-]+/)?.[0] ?? '').toLowerCase();
    openers.set(word, (openers.get(word) ?? 0) + 1);
  }
  if ([...openers.values()].some((n) => n >= 3 && n / bullets.length > 0.15)) checks.add('repeated-verbs');
  return [...checks];
}

function partial(d: YM, style: DateStyle) {
  return style === 'year' ? String(d.year) : `${d.year}-${String(d.month).padStart(2, '0')}`;
}

export function truthOf(spec: ResumeSpec): Truth {
  const links = [spec.linkedin, spec.github].filter((l): l is string => l !== null);
  return {
    name: spec.name,
    email: spec.email,
    phone: spec.phone,
    location: spec.location,
    links,
    work: spec.roles.map((r) => ({
      company: r.company,
      title: r.title,
      start: partial(r.start, r.dateStyle),
      end: r.end ? partial(r.end, r.dateStyle) : null,
      current: r.end === null,
    })),
    education: spec.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      area: e.area,
      start: String(e.startYear),
      end: String(e.endYear),
    })),
    skills: spec.skills ?? [],
  };
}
