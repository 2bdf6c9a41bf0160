// Deterministic demo data: about 20 companies and a few hundred varied jobs.
import { slugify } from '../lib/slug.ts';
import type { ScreeningQuestion } from './schema/platform.ts';

export const DEMO_CANDIDATE = {
  email: 'demo@talent500.dev',
  password: 'Demo@12345',
  firstName: 'Asha',
  lastName: 'Verma',
} as const;

export interface SeedCompany {
  slug: string;
  name: string;
  industry: string;
  size: string;
  founded: number;
  headquarters: string;
  website: string;
  shortDescription: string;
  priority: number;
}

const COMPANY_NAMES: [string, string, string][] = [
  ['Northwind Labs', 'Software', 'Bengaluru, India'],
  ['Bluefin Analytics', 'Data & AI', 'Hyderabad, India'],
  ['Cobalt Commerce', 'E-commerce', 'Gurugram, India'],
  ['Deltaworks', 'Manufacturing technology', 'Pune, India'],
  ['Evergreen Health', 'Healthcare', 'Chennai, India'],
  ['Fjord Payments', 'Fintech', 'Amsterdam, Netherlands'],
  ['Granite Cloud', 'Cloud infrastructure', 'Austin, United States'],
  ['Harbor Logistics', 'Logistics', 'Singapore'],
  ['Indigo Games', 'Gaming', 'Warsaw, Poland'],
  ['Juniper Security', 'Cybersecurity', 'London, United Kingdom'],
  ['Kestrel Mobility', 'Automotive software', 'Berlin, Germany'],
  ['Lumen Learning', 'Education technology', 'Noida, India'],
  ['Meridian Retail', 'Retail', 'Mumbai, India'],
  ['Nimbus Media', 'Media', 'Toronto, Canada'],
  ['Orchid Biotech', 'Biotechnology', 'Bengaluru, India'],
  ['Pinnacle Insurance', 'Insurance', 'Dubai, United Arab Emirates'],
  ['Quartz Devices', 'Consumer electronics', 'Hyderabad, India'],
  ['Riverstone Energy', 'Energy', 'Houston, United States'],
  ['Saffron Foods', 'Food delivery', 'Bengaluru, India'],
  ['Tidewater Travel', 'Travel', 'Lisbon, Portugal'],
];

export const SEED_COMPANIES: SeedCompany[] = COMPANY_NAMES.map(([name, industry, headquarters], i) => ({
  slug: slugify(name),
  name,
  industry,
  size: ['51-200', '201-500', '501-1000', '1001-5000', '5000+'][i % 5]!,
  founded: 1998 + ((i * 7) % 25),
  headquarters,
  website: `https://${slugify(name)}.example.com`,
  shortDescription: `${name} builds ${industry.toLowerCase()} products used by millions of people.`,
  priority: i < 8 ? 8 - i : 0,
}));

interface Role {
  title: string;
  category: string;
  subCategory: string;
  skills: string[];
}

const ROLES: Role[] = [
  {
    title: 'Senior Backend Engineer',
    category: 'Engineering',
    subCategory: 'Backend',
    skills: ['Node.js', 'PostgreSQL', 'TypeScript', 'AWS'],
  },
  {
    title: 'Frontend Engineer',
    category: 'Engineering',
    subCategory: 'Frontend',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
  },
  {
    title: 'Full Stack Developer',
    category: 'Engineering',
    subCategory: 'Full Stack',
    skills: ['React', 'Node.js', 'MongoDB', 'Docker'],
  },
  {
    title: 'Java Developer',
    category: 'Engineering',
    subCategory: 'Backend',
    skills: ['Java', 'Spring Boot', 'Microservices', 'Kafka'],
  },
  {
    title: 'Python Engineer',
    category: 'Engineering',
    subCategory: 'Backend',
    skills: ['Python', 'Django', 'Celery', 'Redis'],
  },
  {
    title: 'Data Scientist',
    category: 'Data',
    subCategory: 'Data Science',
    skills: ['Python', 'Machine Learning', 'SQL', 'Statistics'],
  },
  {
    title: 'Data Engineer',
    category: 'Data',
    subCategory: 'Data Engineering',
    skills: ['Spark', 'Airflow', 'SQL', 'Scala'],
  },
  {
    title: 'Machine Learning Engineer',
    category: 'Data',
    subCategory: 'Machine Learning',
    skills: ['PyTorch', 'Python', 'MLOps', 'Kubernetes'],
  },
  {
    title: 'DevOps Engineer',
    category: 'Engineering',
    subCategory: 'DevOps',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD'],
  },
  {
    title: 'Site Reliability Engineer',
    category: 'Engineering',
    subCategory: 'DevOps',
    skills: ['Linux', 'Prometheus', 'Go', 'Kubernetes'],
  },
  {
    title: 'Android Developer',
    category: 'Engineering',
    subCategory: 'Mobile',
    skills: ['Kotlin', 'Android', 'Jetpack Compose'],
  },
  { title: 'iOS Developer', category: 'Engineering', subCategory: 'Mobile', skills: ['Swift', 'iOS', 'SwiftUI'] },
  {
    title: 'QA Automation Engineer',
    category: 'Engineering',
    subCategory: 'Quality',
    skills: ['Selenium', 'Playwright', 'Java', 'API testing'],
  },
  {
    title: 'Product Manager',
    category: 'Product',
    subCategory: 'Product Management',
    skills: ['Roadmapping', 'Analytics', 'User research'],
  },
  {
    title: 'Product Designer',
    category: 'Design',
    subCategory: 'UX Design',
    skills: ['Figma', 'Prototyping', 'Design systems'],
  },
  {
    title: 'Engineering Manager',
    category: 'Engineering',
    subCategory: 'Management',
    skills: ['People management', 'Architecture', 'Hiring'],
  },
  {
    title: 'Security Engineer',
    category: 'Engineering',
    subCategory: 'Security',
    skills: ['Threat modeling', 'AppSec', 'Cloud security'],
  },
  {
    title: 'Golang Developer',
    category: 'Engineering',
    subCategory: 'Backend',
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Docker'],
  },
  {
    title: 'Salesforce Developer',
    category: 'Engineering',
    subCategory: 'CRM',
    skills: ['Salesforce', 'Apex', 'Lightning'],
  },
  {
    title: 'Business Analyst',
    category: 'Business',
    subCategory: 'Analysis',
    skills: ['SQL', 'Excel', 'Stakeholder management'],
  },
];

interface Place {
  location: string;
  countryCode: string;
  currency: string;
  salaryBase: number;
}

const INDIA: Place[] = [
  { location: 'Bengaluru, Karnataka, India', countryCode: 'IN', currency: 'INR', salaryBase: 1800000 },
  { location: 'Hyderabad, Telangana, India', countryCode: 'IN', currency: 'INR', salaryBase: 1600000 },
  { location: 'Pune, Maharashtra, India', countryCode: 'IN', currency: 'INR', salaryBase: 1500000 },
  { location: 'Chennai, Tamil Nadu, India', countryCode: 'IN', currency: 'INR', salaryBase: 1400000 },
  { location: 'Gurugram, Haryana, India', countryCode: 'IN', currency: 'INR', salaryBase: 1700000 },
  { location: 'Mumbai, Maharashtra, India', countryCode: 'IN', currency: 'INR', salaryBase: 1750000 },
  { location: 'Noida, Uttar Pradesh, India', countryCode: 'IN', currency: 'INR', salaryBase: 1300000 },
];
const ABROAD: Place[] = [
  { location: 'Berlin, Germany', countryCode: 'DE', currency: 'EUR', salaryBase: 70000 },
  { location: 'London, United Kingdom', countryCode: 'GB', currency: 'GBP', salaryBase: 65000 },
  { location: 'Austin, Texas, United States', countryCode: 'US', currency: 'USD', salaryBase: 120000 },
  { location: 'Toronto, Ontario, Canada', countryCode: 'CA', currency: 'USD', salaryBase: 95000 },
  { location: 'Singapore', countryCode: 'SG', currency: 'USD', salaryBase: 90000 },
  { location: 'Dubai, United Arab Emirates', countryCode: 'AE', currency: 'AED', salaryBase: 240000 },
  { location: 'Amsterdam, Netherlands', countryCode: 'NL', currency: 'EUR', salaryBase: 72000 },
  { location: 'Warsaw, Poland', countryCode: 'PL', currency: 'EUR', salaryBase: 50000 },
];

const SCREENING: ScreeningQuestion[][] = [
  [
    { id: 'q1', question: 'How many years have you worked with the main skill of this role?', kind: 'text' },
    { id: 'q2', question: 'Are you willing to relocate if needed?', kind: 'yes_no' },
  ],
  [
    {
      id: 'q1',
      question: 'What is your notice period?',
      kind: 'choice',
      options: ['Immediate', '15 days', '30 days', '60 days', '90 days'],
    },
    { id: 'q2', question: 'Describe a project you are proud of.', kind: 'text' },
  ],
];

export interface SeedJob {
  jobCode: string;
  slug: string;
  companySlug: string;
  title: string;
  description: string;
  location: string;
  countryCode: string;
  isRemote: boolean;
  employmentType: string;
  jobCategory: string;
  jobSubCategory: string;
  skills: string[];
  experienceMin: number;
  experienceMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  flowType: string;
  isAnonymized: boolean;
  isPublished: boolean;
  isLeadership: boolean;
  isExternal: boolean;
  redirectionUrl: string | null;
  screeningQuestions: ScreeningQuestion[];
  daysAgo: number;
}

function describe(role: Role, company: string, place: string, remote: boolean, years: [number, number]) {
  return [
    `<p>${company} is hiring a <strong>${role.title}</strong> to join our ${role.subCategory} team${remote ? ', working fully remote' : ` in ${place}`}.</p>`,
    '<h3>What you will do</h3>',
    '<ul>',
    `<li>Design, build and run ${role.subCategory.toLowerCase()} systems used by customers every day.</li>`,
    `<li>Work closely with product, design and engineering peers to ship iteratively.</li>`,
    `<li>Raise the bar on quality through reviews, tests and clear documentation.</li>`,
    '</ul>',
    '<h3>What we are looking for</h3>',
    '<ul>',
    `<li>${years[0]}–${years[1]} years of relevant experience.</li>`,
    `<li>Hands-on skill with ${role.skills.join(', ')}.</li>`,
    '<li>Clear written and spoken communication.</li>',
    '</ul>',
  ].join('');
}

/** Jobs for the demo install; `count` defaults to a few hundred. */
export function generateSeedJobs(count = 320): SeedJob[] {
  const jobs: SeedJob[] = [];
  for (let i = 0; i < count; i++) {
    const role = ROLES[i % ROLES.length]!;
    // the round shifts the company, so one role is open at several companies
    const company = SEED_COMPANIES[(i * 7 + Math.floor(i / ROLES.length) * 3) % SEED_COMPANIES.length]!;
    const abroad = i % 4 === 3;
    const place = abroad ? ABROAD[i % ABROAD.length]! : INDIA[i % INDIA.length]!;
    const remote = i % 5 === 0;
    const seniority = i % 3;
    const years: [number, number] = [
      [1, 3],
      [3, 6],
      [6, 12],
    ][seniority] as [number, number];
    const title = seniority === 2 && !role.title.startsWith('Senior') ? `Senior ${role.title}` : role.title;
    const hasSalary = i % 3 !== 1;
    const external = i % 19 === 7;
    const jobCode = `T5-${String(10000 + i)}`;
    jobs.push({
      jobCode,
      slug: slugify(`${title} ${jobCode}`),
      companySlug: company.slug,
      title,
      description: describe(role, company.name, place.location, remote, years),
      location: remote ? `Remote (${place.location.split(', ').at(-1)})` : place.location,
      countryCode: place.countryCode,
      isRemote: remote,
      employmentType: i % 11 === 5 ? 'CONTRACTOR' : i % 13 === 6 ? 'PART_TIME' : 'FULL_TIME',
      jobCategory: role.category,
      jobSubCategory: role.subCategory,
      skills: role.skills,
      experienceMin: years[0],
      experienceMax: years[1],
      salaryMin: hasSalary ? Math.round(place.salaryBase * (1 + seniority * 0.5)) : null,
      salaryMax: hasSalary ? Math.round(place.salaryBase * (1.4 + seniority * 0.6)) : null,
      salaryCurrency: hasSalary ? place.currency : null,
      flowType: i % 17 === 4 ? 'doc_upload' : 'regular',
      isAnonymized: i % 23 === 11,
      isPublished: i % 97 !== 50,
      isLeadership: seniority === 2 && i % 10 === 2,
      isExternal: external,
      redirectionUrl: external ? `https://careers.${company.slug}.example.com/apply/${jobCode}` : null,
      screeningQuestions: i % 3 === 0 ? SCREENING[i % 2]! : [],
      daysAgo: i % 45,
    });
  }
  return jobs;
}
