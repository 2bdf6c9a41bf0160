// Deterministic demo data that reads like a real market (decision 018): twenty
// companies with their own voice and a generated logo, a few hundred jobs with
// titles, skills, descriptions and experience that fit the role and its
// seniority, salaries in the currency of the job's country where that market
// shows them, posting dates spread over seven weeks, and a few closed and
// closing jobs. The same seed always gives the same catalogue.
import { slugify } from '../lib/slug.ts';
import type { ScreeningQuestion } from './seed-catalogue.repo.ts';

export const DEMO_CANDIDATE = {
  email: 'demo@talent500.dev',
  password: 'Demo@12345',
  firstName: 'Asha',
  lastName: 'Verma',
} as const;

/** A small seeded generator (mulberry32): the demo catalogue is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'a' or 'an' before a phrase, by how it sounds ('an Engineering Manager', 'a UX Designer', 'an SRE'). */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/\s+/)[0] ?? '';
  // an acronym is read letter by letter: 'an SRE', 'an ML Engineer', 'a UX Designer', 'a QA Lead'
  const acronym = /^[A-Z]{2,5}\b/.exec(word)?.[0];
  if (acronym) return /^[AEFHILMNORSX]/.test(acronym) ? 'an' : 'a';
  if (/^(?:uni|use|usu|eu|one|ubi)/i.test(word)) return 'a';
  if (/^(?:hour|honest|heir)/i.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export interface SeedCompany {
  slug: string;
  name: string;
  industry: string;
  size: string;
  founded: number;
  headquarters: string;
  website: string;
  shortDescription: string;
  /** What the company's teams work on, for job descriptions ('the checkout that 40 million shoppers use'). */
  product: string;
  priority: number;
  /** Logo colours: background and accent. */
  colors: [string, string];
  logoUrl: string;
}

const COMPANY_ROWS: [string, string, string, string, string, [string, string]][] = [
  [
    'Northwind Labs',
    'Software',
    'Bengaluru, India',
    'Developer tools that 9,000 engineering teams use to ship and observe their services.',
    'a deployment and observability platform',
    ['#1d4ed8', '#93c5fd'],
  ],
  [
    'Bluefin Analytics',
    'Data & AI',
    'Hyderabad, India',
    'Forecasting and pricing models for retailers and airlines across Asia.',
    'forecasting models that price millions of items a day',
    ['#0e7490', '#67e8f9'],
  ],
  [
    'Cobalt Commerce',
    'E-commerce',
    'Gurugram, India',
    'An online marketplace where 30,000 independent sellers reach shoppers in 400 cities.',
    'a marketplace with 30,000 sellers',
    ['#3730a3', '#a5b4fc'],
  ],
  [
    'Deltaworks',
    'Manufacturing technology',
    'Pune, India',
    'Factory software that schedules machines and predicts failures before they stop a line.',
    'scheduling and machine-health software for factories',
    ['#b45309', '#fcd34d'],
  ],
  [
    'Evergreen Health',
    'Healthcare',
    'Chennai, India',
    'Clinic and telehealth software that 2,500 hospitals and clinics run on.',
    'clinic software and a telehealth app',
    ['#15803d', '#86efac'],
  ],
  [
    'Fjord Payments',
    'Fintech',
    'Amsterdam, Netherlands',
    'Card acquiring and payouts for online businesses in 30 European countries.',
    'payment processing and payouts',
    ['#0f766e', '#5eead4'],
  ],
  [
    'Granite Cloud',
    'Cloud infrastructure',
    'Austin, United States',
    'Managed databases and Kubernetes for companies that outgrew their first cloud bill.',
    'managed databases and Kubernetes clusters',
    ['#374151', '#d1d5db'],
  ],
  [
    'Harbor Logistics',
    'Logistics',
    'Singapore',
    'Freight booking and tracking for shippers moving goods between 60 ports.',
    'freight booking and container tracking',
    ['#1e3a8a', '#fbbf24'],
  ],
  [
    'Indigo Games',
    'Gaming',
    'Warsaw, Poland',
    'Independent studio behind three mobile strategy games with 20 million players.',
    'mobile strategy games',
    ['#6d28d9', '#f0abfc'],
  ],
  [
    'Juniper Security',
    'Cybersecurity',
    'London, United Kingdom',
    'Threat detection and response for mid-sized banks and insurers.',
    'threat detection for banks and insurers',
    ['#991b1b', '#fca5a5'],
  ],
  [
    'Kestrel Mobility',
    'Automotive software',
    'Berlin, Germany',
    'Software for electric-vehicle fleets: charging, routing and battery health.',
    'fleet charging and routing software',
    ['#047857', '#a7f3d0'],
  ],
  [
    'Lumen Learning',
    'Education technology',
    'Noida, India',
    'Live and self-paced courses that prepare 1.2 million students for exams.',
    'live classes and practice tests for students',
    ['#c2410c', '#fdba74'],
  ],
  [
    'Meridian Retail',
    'Retail',
    'Mumbai, India',
    'A chain of 340 stores and an app that lets customers order from any of them.',
    'store operations and a shopping app',
    ['#be185d', '#f9a8d4'],
  ],
  [
    'Nimbus Media',
    'Media',
    'Toronto, Canada',
    'Streaming and podcast platform for independent creators.',
    'a streaming and podcast platform',
    ['#0369a1', '#7dd3fc'],
  ],
  [
    'Orchid Biotech',
    'Biotechnology',
    'Bengaluru, India',
    'Lab automation and genomics pipelines for drug discovery.',
    'lab automation and genomics pipelines',
    ['#7e22ce', '#d8b4fe'],
  ],
  [
    'Pinnacle Insurance',
    'Insurance',
    'Dubai, United Arab Emirates',
    'Digital car, home and health insurance for the Gulf region.',
    'online insurance quotes and claims',
    ['#1f2937', '#facc15'],
  ],
  [
    'Quartz Devices',
    'Consumer electronics',
    'Hyderabad, India',
    'Wearables and the companion apps that pair with them.',
    'wearables and their companion apps',
    ['#4338ca', '#c7d2fe'],
  ],
  [
    'Riverstone Energy',
    'Energy',
    'Houston, United States',
    'Grid software that balances solar, wind and storage for utilities.',
    'grid-balancing software for utilities',
    ['#166534', '#fde047'],
  ],
  [
    'Saffron Foods',
    'Food delivery',
    'Bengaluru, India',
    'Food and grocery delivery in 45 Indian cities within 30 minutes.',
    'food and grocery delivery',
    ['#ea580c', '#fed7aa'],
  ],
  [
    'Tidewater Travel',
    'Travel',
    'Lisbon, Portugal',
    'Trip planning and booking for small hotels and tour operators.',
    'trip planning and hotel booking',
    ['#0891b2', '#a5f3fc'],
  ],
];

export const SEED_COMPANIES: SeedCompany[] = COMPANY_ROWS.map(
  ([name, industry, headquarters, shortDescription, product, colors], i) => ({
    slug: slugify(name),
    name,
    industry,
    size: ['51-200', '201-500', '501-1000', '1001-5000', '5000+'][(i * 3) % 5]!,
    founded: 1998 + ((i * 7) % 25),
    headquarters,
    website: `https://${slugify(name)}.example.com`,
    shortDescription,
    product,
    priority: i < 8 ? 8 - i : 0,
    colors,
    logoUrl: `/company-logos/${slugify(name)}.svg`,
  }),
);

/** A company's logo: a monogram on its colours with a simple mark, as an SVG file shipped with the client. */
export function companyLogoSvg(company: Pick<SeedCompany, 'name' | 'colors'>, index: number): string {
  const [background, accent] = company.colors;
  const letters = company.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const marks = [
    `<circle cx="50" cy="18" r="7" fill="${accent}"/>`,
    `<rect x="12" y="12" width="14" height="14" rx="3" fill="${accent}"/>`,
    `<path d="M12 84 L30 66 L48 84 Z" fill="${accent}"/>`,
    `<path d="M60 14 h26 v6 h-26 z" fill="${accent}"/>`,
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${company.name}">`,
    `<rect width="96" height="96" rx="20" fill="${background}"/>`,
    marks[index % marks.length],
    `<text x="48" y="61" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${letters}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

// ------------------------------------------------------------------ roles

type Level = 'junior' | 'mid' | 'senior' | 'lead';

interface Role {
  key: string;
  category: string;
  subCategory: string;
  /** Titles by level; a level a role does not have is left out. */
  titles: Partial<Record<Level, string[]>>;
  /** Core skills (always listed) and others, a few of which a posting adds. */
  core: string[];
  extra: string[];
  /** What the team does, as sentences that take the company's product ({product}). */
  team: string[];
  /** Responsibilities, several picked per posting. */
  duties: string[];
}

const ROLES: Role[] = [
  {
    key: 'backend',
    category: 'Engineering',
    subCategory: 'Backend',
    titles: {
      junior: ['Junior Backend Developer'],
      mid: ['Backend Engineer', 'Node.js Developer'],
      senior: ['Senior Backend Engineer', 'Senior Node.js Engineer'],
      lead: ['Staff Backend Engineer'],
    },
    core: ['Node.js', 'TypeScript', 'PostgreSQL'],
    extra: ['AWS', 'Redis', 'Kafka', 'GraphQL', 'Docker'],
    team: [
      'The platform team owns the APIs behind {product}, from the request path to the database.',
      'Our backend services answer every request behind {product}; we keep them fast, observable and boring to operate.',
    ],
    duties: [
      'Design APIs other teams enjoy using, and keep them backwards compatible.',
      'Move a hot path from synchronous calls to a queue without losing a message.',
      'Tune PostgreSQL queries and indexes when a dashboard shows the p95 creeping up.',
      'Write the migration plan, not just the migration.',
      'Take part in a fair on-call rotation and improve the runbooks you use.',
    ],
  },
  {
    key: 'frontend',
    category: 'Engineering',
    subCategory: 'Frontend',
    titles: {
      junior: ['Junior Frontend Developer'],
      mid: ['Frontend Engineer', 'React Developer', 'UI Engineer'],
      senior: ['Senior Frontend Engineer', 'Senior React Developer'],
      lead: ['Frontend Architect'],
    },
    core: ['React', 'TypeScript', 'CSS'],
    extra: ['Next.js', 'Accessibility', 'Redux', 'Vite', 'Storybook'],
    team: [
      'The web team builds the screens customers use to work with {product}.',
      'We own the web app of {product}: its design system, its performance budget and its accessibility.',
    ],
    duties: [
      'Build accessible components for our design system with designers, not after them.',
      'Keep the first page under its performance budget on a mid-range phone.',
      'Turn a tangle of global state into server state with clear cache rules.',
      'Pair with backend engineers on the API shapes your screens need.',
      'Write browser tests for the journeys customers depend on.',
    ],
  },
  {
    key: 'fullstack',
    category: 'Engineering',
    subCategory: 'Full Stack',
    titles: {
      junior: ['Junior Full Stack Developer'],
      mid: ['Full Stack Developer', 'Full Stack Engineer'],
      senior: ['Senior Full Stack Engineer'],
    },
    core: ['React', 'Node.js', 'TypeScript'],
    extra: ['MongoDB', 'PostgreSQL', 'Docker', 'AWS', 'GraphQL'],
    team: [
      'A small product squad that ships features of {product} end to end, from schema to screen.',
      'We are five engineers, a designer and a product manager who own one customer journey of {product}.',
    ],
    duties: [
      'Ship a feature from database schema to the last pixel, behind a flag.',
      'Own the quality of your work with tests at the level that catches real bugs.',
      'Talk to customers with the product manager and decide what not to build.',
      'Improve the build and deploy pipeline when it slows the team down.',
    ],
  },
  {
    key: 'java',
    category: 'Engineering',
    subCategory: 'Backend',
    titles: {
      junior: ['Java Developer'],
      mid: ['Java Developer', 'Java Backend Engineer'],
      senior: ['Senior Java Developer'],
      lead: ['Lead Java Engineer'],
    },
    core: ['Java', 'Spring Boot', 'Microservices'],
    extra: ['Kafka', 'Kubernetes', 'Hibernate', 'MySQL', 'gRPC'],
    team: [
      'Our JVM services process the transactions behind {product}.',
      'The core services team runs the Spring Boot services that {product} depends on.',
    ],
    duties: [
      'Split a service that does too much along the seams its data already shows.',
      'Process events from Kafka exactly as often as the business needs.',
      'Profile the JVM when latency spikes and fix the cause, not the symptom.',
      'Review code with care and explain the why in your comments.',
    ],
  },
  {
    key: 'python',
    category: 'Engineering',
    subCategory: 'Backend',
    titles: {
      junior: ['Junior Python Developer'],
      mid: ['Python Developer', 'Python Engineer'],
      senior: ['Senior Python Engineer'],
    },
    core: ['Python', 'Django', 'PostgreSQL'],
    extra: ['Celery', 'Redis', 'FastAPI', 'AWS', 'Docker'],
    team: [
      'The Python team builds the services and internal tools behind {product}.',
      'We run a Django monolith we are proud of, and the workers around it, for {product}.',
    ],
    duties: [
      'Keep our Django codebase pleasant to change as it grows.',
      'Move slow work into Celery tasks that can be retried safely.',
      'Build internal tools that save the operations team hours every week.',
      'Write Python that the next engineer can read without you.',
    ],
  },
  {
    key: 'data-scientist',
    category: 'Data',
    subCategory: 'Data Science',
    titles: {
      junior: ['Associate Data Scientist'],
      mid: ['Data Scientist'],
      senior: ['Senior Data Scientist'],
      lead: ['Lead Data Scientist'],
    },
    core: ['Python', 'Statistics', 'SQL'],
    extra: ['Machine Learning', 'pandas', 'scikit-learn', 'Experimentation', 'Forecasting'],
    team: [
      'Data science at the company shapes the decisions behind {product}.',
      'We measure what {product} changes for customers and model what it should do next.',
    ],
    duties: [
      'Design experiments and tell the team honestly what the results do and do not show.',
      'Build forecasting models that planners trust enough to use.',
      'Turn a vague business question into an analysis with a clear answer.',
      'Present findings to leadership in plain language.',
    ],
  },
  {
    key: 'data-engineer',
    category: 'Data',
    subCategory: 'Data Engineering',
    titles: {
      junior: ['Junior Data Engineer'],
      mid: ['Data Engineer', 'Analytics Engineer'],
      senior: ['Senior Data Engineer'],
      lead: ['Lead Data Engineer'],
    },
    core: ['SQL', 'Spark', 'Airflow'],
    extra: ['dbt', 'Snowflake', 'Scala', 'Kafka', 'Python'],
    team: [
      'The data platform team moves the events of {product} into a warehouse people can trust.',
      'We own the pipelines and models that every dashboard about {product} reads from.',
    ],
    duties: [
      'Build pipelines that fail loudly and recover on their own.',
      'Model the warehouse so analysts answer questions without asking us.',
      'Cut the cost of a nightly Spark job without making it slower.',
      'Define data contracts with the teams that produce events.',
    ],
  },
  {
    key: 'ml-engineer',
    category: 'Data',
    subCategory: 'Machine Learning',
    titles: {
      mid: ['Machine Learning Engineer', 'ML Engineer'],
      senior: ['Senior Machine Learning Engineer'],
      lead: ['Staff Machine Learning Engineer'],
    },
    core: ['Python', 'PyTorch', 'MLOps'],
    extra: ['Kubernetes', 'LLMs', 'Feature stores', 'TensorFlow', 'Ray'],
    team: [
      'The machine learning team puts models into {product} and keeps them honest in production.',
      'We train, ship and monitor the models inside {product}.',
    ],
    duties: [
      'Take a model from a notebook to a service with a latency budget.',
      'Monitor drift and retrain before customers notice.',
      'Build the evaluation sets that tell us whether a new model is better.',
      'Work with data scientists on features that are cheap to compute online.',
    ],
  },
  {
    key: 'devops',
    category: 'Engineering',
    subCategory: 'DevOps',
    titles: {
      junior: ['Junior DevOps Engineer'],
      mid: ['DevOps Engineer', 'Platform Engineer', 'Cloud Engineer'],
      senior: ['Senior DevOps Engineer', 'Senior Platform Engineer'],
    },
    core: ['Kubernetes', 'Terraform', 'AWS'],
    extra: ['CI/CD', 'Docker', 'Helm', 'GitHub Actions', 'Azure'],
    team: [
      'The platform team gives every engineer working on {product} a paved road to production.',
      'We run the clusters, pipelines and cloud accounts behind {product}.',
    ],
    duties: [
      'Keep our Terraform modules small, reviewed and reusable.',
      'Make a deploy take minutes, not an afternoon.',
      'Upgrade Kubernetes clusters without anyone noticing.',
      'Cut the cloud bill with data, not guesses.',
    ],
  },
  {
    key: 'sre',
    category: 'Engineering',
    subCategory: 'DevOps',
    titles: {
      mid: ['Site Reliability Engineer'],
      senior: ['Senior Site Reliability Engineer'],
      lead: ['Staff Site Reliability Engineer'],
    },
    core: ['Linux', 'Prometheus', 'Kubernetes'],
    extra: ['Go', 'Grafana', 'Incident management', 'Terraform', 'SLOs'],
    team: [
      'Reliability engineering keeps {product} up, and tells the company how up it is.',
      'We set the service level objectives of {product} and help teams meet them.',
    ],
    duties: [
      'Define service level objectives with product teams and alert on them, not on CPU graphs.',
      'Lead incident reviews that end in fixes rather than blame.',
      'Automate the toil you find in the on-call rotation.',
      'Load-test the system before a launch day does it for us.',
    ],
  },
  {
    key: 'android',
    category: 'Engineering',
    subCategory: 'Mobile',
    titles: {
      junior: ['Junior Android Developer'],
      mid: ['Android Developer', 'Android Engineer'],
      senior: ['Senior Android Engineer'],
    },
    core: ['Kotlin', 'Android', 'Jetpack Compose'],
    extra: ['Coroutines', 'Room', 'Gradle', 'Firebase'],
    team: [
      'The Android team builds the app most of our customers use {product} through.',
      'Our Android app is rated 4.6 by customers of {product}; we want it higher.',
    ],
    duties: [
      'Move screens to Jetpack Compose one module at a time.',
      'Keep the app fast on a five-year-old phone on a slow network.',
      'Ship weekly releases behind staged rollouts.',
      'Fix crashes from the top of the dashboard down.',
    ],
  },
  {
    key: 'ios',
    category: 'Engineering',
    subCategory: 'Mobile',
    titles: {
      junior: ['Junior iOS Developer'],
      mid: ['iOS Developer', 'iOS Engineer'],
      senior: ['Senior iOS Engineer'],
    },
    core: ['Swift', 'iOS', 'SwiftUI'],
    extra: ['Combine', 'Xcode', 'Core Data', 'UIKit'],
    team: [
      'The iOS team builds the iPhone app of {product}.',
      'We own the iPhone and iPad apps of {product}, from design review to App Store release.',
    ],
    duties: [
      'Build new screens in SwiftUI and keep the UIKit ones healthy.',
      'Make the app accessible with VoiceOver and Dynamic Type.',
      'Keep the release train on time every two weeks.',
      'Work with designers on motion that helps rather than decorates.',
    ],
  },
  {
    key: 'qa',
    category: 'Engineering',
    subCategory: 'Quality',
    titles: {
      junior: ['QA Engineer'],
      mid: ['QA Automation Engineer', 'Test Automation Engineer'],
      senior: ['Senior QA Automation Engineer'],
      lead: ['QA Lead'],
    },
    core: ['Test automation', 'Playwright', 'API testing'],
    extra: ['Selenium', 'Java', 'Cypress', 'Performance testing'],
    team: [
      'Quality engineering helps every team ship {product} with confidence.',
      'We build the test tooling and the habits that keep {product} releasable every day.',
    ],
    duties: [
      'Automate the journeys customers depend on, and delete tests that only slow us down.',
      'Test APIs at the contract level so teams can change internals freely.',
      'Coach developers on writing tests that catch real bugs.',
      'Find the bugs nobody thought to look for with exploratory sessions.',
    ],
  },
  {
    key: 'pm',
    category: 'Product',
    subCategory: 'Product Management',
    titles: {
      junior: ['Associate Product Manager'],
      mid: ['Product Manager'],
      senior: ['Senior Product Manager'],
      lead: ['Group Product Manager'],
    },
    core: ['Product discovery', 'Roadmapping', 'Analytics'],
    extra: ['User research', 'SQL', 'Experimentation', 'Stakeholder management'],
    team: [
      'Product managers here own an outcome of {product}, not a backlog.',
      'You will lead a team of engineers and a designer on one part of {product}.',
    ],
    duties: [
      'Talk to customers every week and bring what you learn back to the team.',
      'Decide what not to build, and explain why.',
      'Write short, clear problem statements that engineers can argue with.',
      'Measure whether what we shipped changed anything.',
    ],
  },
  {
    key: 'designer',
    category: 'Design',
    subCategory: 'UX Design',
    titles: {
      junior: ['Junior Product Designer'],
      mid: ['Product Designer', 'UX Designer', 'UI/UX Designer'],
      senior: ['Senior Product Designer'],
      lead: ['Lead Product Designer'],
    },
    core: ['Figma', 'Prototyping', 'User research'],
    extra: ['Design systems', 'Interaction design', 'Usability testing', 'Visual design'],
    team: [
      'The design team shapes how people experience {product}.',
      'Designers here work inside product squads on {product}, with a shared design system.',
    ],
    duties: [
      'Run usability tests and change the design when people struggle.',
      'Prototype in Figma fast enough to learn before engineers start.',
      'Contribute components and patterns to our design system.',
      'Sketch three options before you polish one.',
    ],
  },
  {
    key: 'em',
    category: 'Engineering',
    subCategory: 'Management',
    titles: {
      senior: ['Engineering Manager'],
      lead: ['Senior Engineering Manager', 'Head of Engineering'],
    },
    core: ['People management', 'Hiring', 'Delivery'],
    extra: ['Architecture', 'Coaching', 'Agile', 'Budgeting'],
    team: [
      'Engineering managers here lead a team of six to eight engineers working on {product}.',
      'You will lead the engineers behind {product} and grow the next leads among them.',
    ],
    duties: [
      'Hire well, and help the people you hire grow.',
      'Give clear, kind feedback, and ask for it.',
      'Keep delivery predictable without heroics.',
      'Shape the technical direction with your staff engineers.',
    ],
  },
  {
    key: 'security',
    category: 'Engineering',
    subCategory: 'Security',
    titles: {
      mid: ['Security Engineer', 'Application Security Engineer'],
      senior: ['Senior Security Engineer'],
      lead: ['Principal Security Engineer'],
    },
    core: ['Application security', 'Threat modeling', 'Cloud security'],
    extra: ['Penetration testing', 'OWASP', 'SIEM', 'IAM'],
    team: [
      'The security team protects the customers of {product} and the data they trust us with.',
      'We build security into {product} from design review to incident response.',
    ],
    duties: [
      'Threat-model new features with the teams building them.',
      'Run our bug bounty and fix classes of bugs, not single ones.',
      'Harden our cloud accounts and the way engineers get access to them.',
      'Lead the response when something goes wrong.',
    ],
  },
  {
    key: 'golang',
    category: 'Engineering',
    subCategory: 'Backend',
    titles: {
      mid: ['Golang Developer', 'Go Engineer'],
      senior: ['Senior Golang Engineer'],
    },
    core: ['Go', 'gRPC', 'PostgreSQL'],
    extra: ['Kubernetes', 'Docker', 'Kafka', 'Redis'],
    team: [
      'Our Go services carry the high-volume traffic of {product}.',
      'The infrastructure services behind {product} are written in Go and run on Kubernetes.',
    ],
    duties: [
      'Write Go services that are simple to read and hard to break.',
      'Design gRPC interfaces between services with clear ownership.',
      'Find and fix the allocation that makes the garbage collector work overtime.',
      'Keep dependencies few and up to date.',
    ],
  },
  {
    key: 'salesforce',
    category: 'Engineering',
    subCategory: 'CRM',
    titles: {
      mid: ['Salesforce Developer'],
      senior: ['Senior Salesforce Developer'],
    },
    core: ['Salesforce', 'Apex', 'Lightning Web Components'],
    extra: ['SOQL', 'Integrations', 'Flows'],
    team: [
      'Our sales and support teams run on Salesforce, and you will shape how they sell {product}.',
      'The CRM team builds the Salesforce apps behind the customer journey of {product}.',
    ],
    duties: [
      'Build Lightning Web Components that sales teams like using.',
      'Integrate Salesforce with our billing and product data.',
      'Replace brittle automations with tested Apex.',
      'Keep governor limits in mind before they keep you up at night.',
    ],
  },
  {
    key: 'analyst',
    category: 'Business',
    subCategory: 'Analysis',
    titles: {
      junior: ['Business Analyst'],
      mid: ['Business Analyst', 'Product Analyst'],
      senior: ['Senior Business Analyst'],
    },
    core: ['SQL', 'Excel', 'Stakeholder management'],
    extra: ['Tableau', 'Power BI', 'Requirements gathering', 'Python'],
    team: [
      'Analysts here help the teams behind {product} decide with numbers.',
      'You will work between operations, finance and product on {product}.',
    ],
    duties: [
      'Write the SQL behind the numbers leadership looks at every Monday.',
      'Turn requests into clear requirements engineers can build from.',
      'Build dashboards people open without being reminded.',
      'Find the process that costs the most and propose a fix.',
    ],
  },
];

const LEVELS: Record<Level, { years: [number, number][]; expect: string[]; salary: number }> = {
  junior: {
    years: [
      [0, 2],
      [1, 3],
    ],
    expect: [
      'You have built something real with {skills} — at work, at university or on your own.',
      'You ask questions early and enjoy learning from code review.',
    ],
    salary: 0.55,
  },
  mid: {
    years: [
      [2, 5],
      [3, 6],
    ],
    expect: [
      'You have shipped and run production work with {skills}.',
      'You can take a feature from a rough idea to production with little help.',
    ],
    salary: 1,
  },
  senior: {
    years: [
      [5, 9],
      [6, 10],
    ],
    expect: [
      'You have years of production experience with {skills} and know where they break.',
      'You lead work across teams and leave the people around you better at their jobs.',
    ],
    salary: 1.6,
  },
  lead: {
    years: [
      [8, 12],
      [10, 15],
    ],
    expect: [
      'You have led the technical direction of a product area, with deep experience in {skills}.',
      'You mentor seniors, make decisions that hold up for years and write them down.',
    ],
    salary: 2.3,
  },
};

// ------------------------------------------------------------------ places

interface Place {
  city: string;
  location: string;
  country: string;
  countryCode: string;
  currency: string;
  /** Yearly pay of a mid-level engineer in the local currency. */
  salaryBase: number;
  /** How often postings in this market show a salary. */
  salaryShown: number;
  benefits: string[];
}

const INDIA_BENEFITS = [
  'Health insurance for you, your spouse and your parents.',
  'A learning budget of ₹50,000 a year and two wellness days a quarter.',
  'Hybrid work: three days a week in the office, with lunch on us.',
];
const PLACES: Place[] = [
  {
    city: 'Bengaluru',
    location: 'Bengaluru, Karnataka, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 2_200_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Hyderabad',
    location: 'Hyderabad, Telangana, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 2_000_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Pune',
    location: 'Pune, Maharashtra, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 1_800_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Chennai',
    location: 'Chennai, Tamil Nadu, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 1_700_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Gurugram',
    location: 'Gurugram, Haryana, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 2_000_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Mumbai',
    location: 'Mumbai, Maharashtra, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 2_100_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Noida',
    location: 'Noida, Uttar Pradesh, India',
    country: 'India',
    countryCode: 'IN',
    currency: 'INR',
    salaryBase: 1_600_000,
    salaryShown: 0.6,
    benefits: INDIA_BENEFITS,
  },
  {
    city: 'Berlin',
    location: 'Berlin, Germany',
    country: 'Germany',
    countryCode: 'DE',
    currency: 'EUR',
    salaryBase: 72_000,
    salaryShown: 0.7,
    benefits: ['30 days of paid holiday and a BVG ticket.', 'A personal learning budget of €1,500 a year.'],
  },
  {
    city: 'London',
    location: 'London, United Kingdom',
    country: 'United Kingdom',
    countryCode: 'GB',
    currency: 'GBP',
    salaryBase: 70_000,
    salaryShown: 0.8,
    benefits: [
      '25 days of holiday plus bank holidays, and a pension with 6% matched.',
      'Private medical cover and a cycle-to-work scheme.',
    ],
  },
  {
    city: 'Austin',
    location: 'Austin, Texas, United States',
    country: 'United States',
    countryCode: 'US',
    currency: 'USD',
    salaryBase: 140_000,
    salaryShown: 0.95,
    benefits: [
      'Medical, dental and vision cover from day one, and a 401(k) match.',
      'Sixteen weeks of paid parental leave.',
    ],
  },
  {
    city: 'Toronto',
    location: 'Toronto, Ontario, Canada',
    country: 'Canada',
    countryCode: 'CA',
    currency: 'CAD',
    salaryBase: 115_000,
    salaryShown: 0.9,
    benefits: ['Extended health and dental cover and an RRSP match.', 'A home-office budget of $1,000.'],
  },
  {
    city: 'Singapore',
    location: 'Singapore',
    country: 'Singapore',
    countryCode: 'SG',
    currency: 'SGD',
    salaryBase: 110_000,
    salaryShown: 0.6,
    benefits: ['Medical and dental cover, and a yearly wellness allowance.', 'Eighteen days of annual leave.'],
  },
  {
    city: 'Dubai',
    location: 'Dubai, United Arab Emirates',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    currency: 'AED',
    salaryBase: 300_000,
    salaryShown: 0.5,
    benefits: ['A tax-free salary, a yearly flight home and family health cover.', 'Visa and relocation support.'],
  },
  {
    city: 'Amsterdam',
    location: 'Amsterdam, Netherlands',
    country: 'Netherlands',
    countryCode: 'NL',
    currency: 'EUR',
    salaryBase: 75_000,
    salaryShown: 0.7,
    benefits: [
      'Eight percent holiday allowance and 27 vacation days.',
      'Relocation support and the 30% ruling where eligible.',
    ],
  },
  {
    city: 'Warsaw',
    location: 'Warsaw, Poland',
    country: 'Poland',
    countryCode: 'PL',
    currency: 'PLN',
    salaryBase: 260_000,
    salaryShown: 0.8,
    benefits: ['Private medical care and a sports card.', 'Flexible hours and a learning budget.'],
  },
  {
    city: 'Lisbon',
    location: 'Lisbon, Portugal',
    country: 'Portugal',
    countryCode: 'PT',
    currency: 'EUR',
    salaryBase: 48_000,
    salaryShown: 0.6,
    benefits: ['Health insurance and a meal allowance.', 'Twenty-five days of holiday.'],
  },
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
  /** Posted this many days (and hours, as a fraction) before the seed runs. */
  daysAgo: number;
  /** Open applications until this many days after the seed runs (negative: already closed). */
  closesInDays: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function describe(
  role: Role,
  level: Level,
  title: string,
  company: SeedCompany,
  place: Place,
  remote: boolean,
  skills: string[],
  years: [number, number],
  pick: <T>(list: readonly T[], n?: number) => T[],
) {
  const fill = (text: string) =>
    text.replace('{product}', company.product).replace('{skills}', list(skills.slice(0, 3)));
  const where = remote ? `fully remote from anywhere in ${place.country}` : `from our ${place.city} office`;
  const [teamLine] = pick(role.team, 1);
  return [
    `<p>${company.name} is hiring ${article(title)} <strong>${title}</strong> to work ${where}. ${company.shortDescription}</p>`,
    `<p>${fill(teamLine!)}</p>`,
    '<h3>What you will do</h3>',
    `<ul>${pick(role.duties, 3)
      .map((duty) => `<li>${duty}</li>`)
      .join('')}</ul>`,
    '<h3>What we are looking for</h3>',
    `<ul><li>${years[0] === 0 ? `Up to ${years[1]} years` : `${years[0]}–${years[1]} years`} of experience in ${FIELDS[role.key] ?? role.subCategory}.</li>${LEVELS[
      level
    ].expect
      .map((line) => `<li>${fill(line)}</li>`)
      .join('')}</ul>`,
    '<h3>What we offer</h3>',
    `<ul>${pick(place.benefits, 2)
      .map((line) => `<li>${line}</li>`)
      .join('')}</ul>`,
  ].join('');
}

/** The field a role's experience is counted in, as it reads in a sentence. */
const FIELDS: Record<string, string> = {
  backend: 'backend development',
  frontend: 'frontend development',
  fullstack: 'full stack development',
  java: 'Java development',
  python: 'Python development',
  'data-scientist': 'data science',
  'data-engineer': 'data engineering',
  'ml-engineer': 'machine learning engineering',
  devops: 'DevOps or platform engineering',
  sre: 'site reliability engineering',
  android: 'Android development',
  ios: 'iOS development',
  qa: 'quality engineering',
  pm: 'product management',
  designer: 'product or UX design',
  em: 'software engineering, including leading people',
  security: 'security engineering',
  golang: 'backend development in Go',
  salesforce: 'Salesforce development',
  analyst: 'business or product analysis',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Jobs for the demo install; `count` defaults to a few hundred. */
export function generateSeedJobs(count = 320): SeedJob[] {
  const random = prng(2026);
  const pick = <T>(items: readonly T[], n = 1): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < n && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };
  const jobs: SeedJob[] = [];
  for (let i = 0; i < count; i++) {
    const role = ROLES[i % ROLES.length]!;
    // the round shifts the company, so one role is open at several companies
    const company = SEED_COMPANIES[(i * 7 + Math.floor(i / ROLES.length) * 3) % SEED_COMPANIES.length]!;
    const levels = (['junior', 'mid', 'senior', 'lead'] as Level[]).filter((level) => role.titles[level]);
    // more mid and senior openings than junior and lead ones, as in a real market
    const weights = levels.map((level) => ({ junior: 2, mid: 4, senior: 4, lead: 1 })[level]);
    let roll = random() * weights.reduce((a, b) => a + b, 0);
    const level = levels.find((_, k) => (roll -= weights[k]!) < 0) ?? levels[0]!;
    const title = pick(role.titles[level]!)[0]!;
    // about half the jobs are in India, where the company is often based
    const place =
      random() < 0.55 ? PLACES[Math.floor(random() * 7)]! : PLACES[7 + Math.floor(random() * (PLACES.length - 7))]!;
    const remote = random() < 0.2;
    const years = pick(LEVELS[level].years)[0]!;
    const skills = [...role.core, ...pick(role.extra, 1 + Math.floor(random() * 2))];
    const hasSalary = random() < place.salaryShown;
    const mid = place.salaryBase * LEVELS[level].salary * (0.9 + random() * 0.25);
    const step =
      place.currency === 'INR' ? 100_000 : place.currency === 'AED' || place.currency === 'PLN' ? 5_000 : 1_000;
    const external = i % 19 === 7;
    const jobCode = `T5-${String(10000 + i)}`;
    // posted over seven weeks: the newest a few each week, older ones denser (age grows with rank^0.6),
    // so the newest cards read today, yesterday, 2 days ago …; a few closing within days, a few closed
    const rank = (i * 101) % count;
    const daysAgo = 49 * Math.pow(rank / count, 0.6) + (rank === 0 ? 0 : Math.round(random() * 6) / 24);
    const closed = i % 41 === 17;
    const closesInDays = closed ? -1 - (i % 5) : i % 23 === 5 ? 1 + (i % 3) : 60 - Math.floor(daysAgo);
    jobs.push({
      jobCode,
      slug: slugify(`${title} ${jobCode}`),
      companySlug: company.slug,
      title,
      description: describe(role, level, title, company, place, remote, skills, years, pick),
      location: remote ? place.country : place.location,
      countryCode: place.countryCode,
      isRemote: remote,
      employmentType:
        i % 11 === 5
          ? 'CONTRACTOR'
          : i % 29 === 6
            ? 'PART_TIME'
            : level === 'junior' && i % 7 === 3
              ? 'INTERN'
              : 'FULL_TIME',
      jobCategory: role.category,
      jobSubCategory: role.subCategory,
      skills,
      experienceMin: years[0],
      experienceMax: years[1],
      salaryMin: hasSalary ? roundTo(mid * 0.85, step) : null,
      salaryMax: hasSalary ? roundTo(mid * 1.2, step) : null,
      salaryCurrency: hasSalary ? place.currency : null,
      flowType: i % 17 === 4 ? 'doc_upload' : 'regular',
      isAnonymized: i % 23 === 11,
      isPublished: !closed,
      isLeadership: level === 'lead' && i % 2 === 0,
      isExternal: external,
      redirectionUrl: external ? `https://careers.${company.slug}.example.com/apply/${jobCode}` : null,
      screeningQuestions: i % 3 === 0 ? SCREENING[i % 2]! : [],
      daysAgo,
      closesInDays,
    });
  }
  return jobs;
}
