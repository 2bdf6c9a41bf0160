// Word lists the parser and the checks score against: section headings and
// their synonyms, job titles, company and school words, degrees, verbs,
// soft skills, places. Kept together so tuning happens in one place.
import type { SectionKind } from '@talent/contracts/resume-analysis';

/** Normalised heading → section kind. `standard` headings are the ones every ATS knows. */
export const SECTION_HEADINGS: Record<string, { kind: SectionKind; standard: boolean }> = {};

function headings(kind: SectionKind, standard: string[], synonyms: string[]) {
  for (const h of standard) SECTION_HEADINGS[h] = { kind, standard: true };
  for (const h of synonyms) SECTION_HEADINGS[h] = { kind, standard: false };
}

headings(
  'work',
  [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'relevant experience',
    'career history',
    'professional history',
    'experience summary',
  ],
  [
    'career',
    'positions held',
    'where i have worked',
    "where i've worked",
    'career journey',
    'my journey',
    'professional background',
    'jobs',
    'work',
    'roles',
    'industry experience',
    'internships',
    'work and internships',
    'employment record',
  ],
);
headings(
  'education',
  [
    'education',
    'academic background',
    'educational background',
    'academic qualifications',
    'education and training',
    'qualifications',
    'academics',
  ],
  ['schooling', 'studies', 'learning', 'academic history', 'where i studied', 'academic record', 'degrees'],
);
headings(
  'skills',
  [
    'skills',
    'technical skills',
    'core competencies',
    'key skills',
    'competencies',
    'skills and tools',
    'areas of expertise',
    'technical proficiencies',
    'skills summary',
    'core skills',
    'professional skills',
  ],
  [
    'technologies',
    'tools',
    'expertise',
    'toolbox',
    'tech stack',
    'my toolkit',
    'toolkit',
    'what i know',
    'strengths',
    'abilities',
    'stack',
  ],
);
headings(
  'summary',
  [
    'summary',
    'professional summary',
    'profile',
    'career summary',
    'objective',
    'career objective',
    'about me',
    'professional profile',
    'executive summary',
  ],
  ['about', 'overview', 'personal statement', 'introduction', 'who i am', 'bio', 'personal profile'],
);
headings(
  'certificates',
  [
    'certifications',
    'certificates',
    'licenses and certifications',
    'certifications and licenses',
    'licenses',
    'courses',
    'training',
  ],
  ['credentials', 'accreditations', 'professional development', 'courses and certifications'],
);
headings(
  'projects',
  ['projects', 'personal projects', 'key projects', 'academic projects', 'selected projects'],
  ['side projects', 'things i built', 'portfolio'],
);
headings(
  'awards',
  ['awards', 'honors', 'honours', 'achievements', 'awards and honors', 'accomplishments'],
  ['recognition'],
);
headings('publications', ['publications', 'research'], ['papers', 'talks']);
headings('languages', ['languages'], ['spoken languages']);
headings('interests', ['interests', 'hobbies', 'hobbies and interests'], ['outside work', 'passions']);
headings('volunteer', ['volunteer', 'volunteering', 'volunteer experience', 'community involvement'], ['giving back']);
headings('references', ['references'], ['referees']);
headings('contact', ['contact', 'contact information', 'contact details'], ['get in touch', 'reach me']);
headings('personal', ['personal details', 'personal information', 'personal data'], []);

export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[:.\-–—_•|/]+$/g, '')
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|analyst|designer|architect|consultant|scientist|lead|leader|director|head|intern|internship|trainee|associate|specialist|officer|coordinator|administrator|admin|executive|assistant|advisor|adviser|president|vp|cto|ceo|cfo|coo|founder|co-founder|owner|partner|principal|researcher|technician|strategist|writer|editor|accountant|recruiter|representative|supervisor|teacher|lecturer|professor|tutor|nurse|physician|sde|swe|sre|devops|qa|tester|product owner|scrum master|fellow|apprentice|clerk|operator|agent|marketer|copywriter|producer|owner)\b/i;

export const SENIORITY =
  /\b(senior|sr\.?|junior|jr\.?|staff|principal|lead|chief|head|associate|assistant|vice|deputy|intern)\b/i;

/** Legal forms: a piece carrying one is a company name, whatever else it says. */
export const COMPANY_SUFFIX =
  /\b(inc|llc|ltd|limited|corp|corporation|co\.|company|gmbh|plc|pvt|private limited|llp|ag|s\.a\.|bv|pty)\b\.?/i;

/** Industry words that lean towards a company ("Bluefin Systems") but also appear in titles ("Software Engineer"). */
export const COMPANY_HINT =
  /\b(technologies|technology|tech|solutions|systems|labs|software|services|consulting|group|holdings|partners|bank|capital|networks|digital|analytics|studios?|media|health|healthcare|industries|enterprises|ventures|global|international|foundation|agency|hospital)\b/i;

export const COMPANY_WORDS = new RegExp(`${COMPANY_SUFFIX.source}|${COMPANY_HINT.source}`, 'i');

export const INSTITUTION_WORDS =
  /\b(university|universit[eéà]|college|institute|institution|school|academy|polytechnic|iit|nit|iiit|bits|iim|conservatory|seminary|faculty|campus)\b/i;

export const DEGREE_PATTERN =
  /\b(ph\.?\s?d\.?|doctor(?:ate)? of [a-z ]+|m\.?\s?b\.?\s?a\.?|master(?:'s|s)?(?: of [a-z]+(?: [a-z]+)?)?|bachelor(?:'s|s)?(?: of [a-z]+(?: [a-z]+)?)?|b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?\s?e\.?(?=[\s,(]|$)|m\.?\s?e\.?(?=[\s,(]|$)|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?s\.?(?=[\s,(]|$)|m\.?\s?s\.?(?=[\s,(]|$)|b\.?\s?a\.?(?=[\s,(]|$)|m\.?\s?a\.?(?=[\s,(]|$)|b\.?\s?com\.?|m\.?\s?com\.?|b\.?\s?c\.?\s?a\.?|m\.?\s?c\.?\s?a\.?|associate(?:'s)? degree|diploma|high school diploma|hsc|ssc|a-levels|gcse|postgraduate|post graduate|undergraduate)/i;

/** Words of a field of study, for a field written beside the degree ("B.Tech, Computer Science"). */
export const FIELD_OF_STUDY_WORDS =
  /\b(science|sciences|engineering|computer|computing|information|technology|electronics|electrical|mechanical|civil|chemical|aerospace|biotechnology|mathematics|maths|math|statistics|physics|chemistry|biology|economics|commerce|business|administration|management|finance|accounting|accountancy|marketing|design|arts|humanities|english|history|psychology|sociology|philosophy|law|medicine|nursing|pharmacy|architecture|communication|communications|journalism|education|data|analytics|software|telecommunication|instrumentation|automobile|textile|agriculture|geography|political)\b/i;

export const GRADE_PATTERN =
  /\b(?:c?gpa|grade|score|percentage|marks)\s*[:-]?\s*\d+(?:\.\d+)?\s*(?:\/\s*\d+(?:\.\d+)?|%)?|\b\d{1,2}(?:\.\d+)?\s*%|\b\d(?:\.\d{1,2})?\s*\/\s*(?:4|5|10)(?:\.0)?\b|\b(?:first class(?: with distinction)?|distinction|summa cum laude|magna cum laude|cum laude|honou?rs)\b/i;

export const EMPLOYMENT_TYPE =
  /^(full[- ]time|part[- ]time|contract|contractor|freelance|internship|temporary|permanent|remote|hybrid|on[- ]site)$/i;

/** Verbs that open a strong bullet. */
export const ACTION_VERBS = new Set(
  `accelerated achieved acquired adapted addressed administered advanced advised advocated analysed analyzed applied appointed approved architected arranged assembled assessed audited authored automated balanced boosted briefed budgeted built calculated campaigned captured catalogued centralised centralized chaired championed clarified coached collaborated compiled completed composed computed conceived conceptualised conceptualized condensed conducted configured consolidated constructed consulted contracted contributed converted coordinated corrected created cultivated curated customised customized cut debugged decreased defined delegated delivered demonstrated deployed designed detected determined developed devised diagnosed directed discovered dispatched doubled drafted drove earned edited educated eliminated enabled encouraged engineered enhanced established evaluated exceeded executed expanded expedited experimented facilitated finalised finalized forecasted formed formulated founded generated grew guided halved handled headed hired identified implemented improved incorporated increased influenced initiated innovated inspected installed instituted instructed integrated interviewed introduced invented investigated launched led leveraged lifted maintained managed mapped marketed maximised maximized measured mentored merged migrated minimised minimized mobilised mobilized modelled modeled moderated modernised modernized monitored motivated navigated negotiated observed obtained onboarded operated optimised optimized orchestrated organised organized originated outperformed overhauled oversaw partnered patented performed persuaded piloted pioneered planned prepared presented presided prioritised prioritized processed produced programmed projected promoted proposed prototyped provided published quantified raised ran rebuilt recommended reconciled recruited redesigned reduced refactored refined regulated rehabilitated reinforced remodeled reorganised reorganized repaired replaced reported represented researched resolved restored restructured revamped reviewed revised revitalised revitalized saved scaled scheduled screened secured selected served shaped shipped simplified slashed solved spearheaded standardised standardized steered streamlined strengthened structured succeeded supervised surpassed synthesised synthesized systematised systematized tackled taught tested tracked trained transformed translated trimmed tripled troubleshot tuned uncovered unified upgraded utilised utilized validated verified won wrote`.split(
    /\s+/,
  ),
);

/** Openers that describe duties instead of results. */
export const WEAK_OPENERS =
  /^(responsible for|responsibilities include[sd]?|duties include[sd]?|worked on|worked with|working on|helped|helping|assisted|assisting|involved in|participated in|tasked with|in charge of|was responsible|handled various|did|made|got|tried|attended|various|etc)\b/i;

// case matters: "US" is a country, "I" only counts as the capital pronoun (not "I/O")
export const FIRST_PERSON = /\b(I(?![/.-]\w)|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|[Uu]s)\b/;

export const SOFT_SKILLS = new Set(
  `communication|teamwork|team work|team player|leadership|problem solving|problem-solving|critical thinking|time management|adaptability|creativity|collaboration|interpersonal skills|work ethic|attention to detail|organisation|organization|organizational skills|multitasking|negotiation|presentation|public speaking|empathy|conflict resolution|decision making|decision-making|self-motivated|motivation|flexibility|mentoring|coaching|stakeholder management|customer service|emotional intelligence|positive attitude|hardworking|hard working|punctual|dependable|reliable|fast learner|quick learner|strategic thinking|analytical thinking|resilience|patience|active listening|written communication|verbal communication|ownership|accountability|initiative`.split(
    '|',
  ),
);

/**
 * A phrase whose last words are a soft skill is one ("Team leadership", "Client communication",
 * "Cross-functional collaboration"); the head word decides, so "Communication protocols" stays hard.
 */
const SOFT_SKILL_HEAD =
  /\b(leadership|communication|teamwork|collaboration|mentoring|mentorship|coaching|negotiation|presentations?|public speaking|interpersonal skills|problem[- ]solving|time management|stakeholder management|people management|team management|team building|empathy|adaptability|creativity|ownership|conflict resolution)$/i;

export const isSoftSkill = (name: string) => SOFT_SKILLS.has(name.toLowerCase()) || SOFT_SKILL_HEAD.test(name.trim());

export const COUNTRIES =
  /\b(india|usa|united states|uk|united kingdom|england|scotland|ireland|canada|australia|germany|france|spain|italy|netherlands|singapore|uae|united arab emirates|dubai|japan|china|brazil|mexico|poland|sweden|norway|denmark|finland|switzerland|austria|belgium|portugal|israel|south africa|nigeria|kenya|egypt|new zealand|philippines|indonesia|malaysia|vietnam|thailand|pakistan|bangladesh|sri lanka|nepal|argentina|chile|colombia|peru|romania|ukraine|czech republic|hungary|greece|turkey|saudi arabia|qatar)\b/i;

export const US_STATES =
  /\b(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\b/;

/** States and provinces: the second half of 'Pune, Maharashtra' or 'Austin, Texas'. */
const PROVINCE_NAMES =
  'karnataka|maharashtra|tamil nadu|telangana|kerala|gujarat|rajasthan|punjab|haryana|delhi|uttar pradesh|west bengal|andhra pradesh|madhya pradesh|bihar|odisha|goa|ontario|quebec|british columbia|alberta|new south wales|victoria|queensland|bavaria|california|texas|new york|washington|massachusetts|illinois';
const CITY_NAMES =
  'london|bengaluru|bangalore|mumbai|pune|hyderabad|chennai|kolkata|noida|gurgaon|gurugram|ahmedabad|jaipur|kochi|remote';

export const REGIONS = new RegExp(`\\b(${PROVINCE_NAMES}|${CITY_NAMES})\\b`, 'i');

export const STREET_WORDS =
  /\b\d{1,5}[a-z]?,?\s+(?:[A-Za-z0-9.'-]+\s+){0,4}(street|st\.?|avenue|ave\.?|road|rd\.?|lane|ln\.?|boulevard|blvd\.?|drive|dr\.?|court|ct\.?|way|place|pl\.?|terrace|nagar|marg|cross|main|sector|block|apartment|apt\.?|flat|floor|house|colony|layout)\b/i;

const PROVINCE_OR_COUNTRY = new RegExp(`^(?:${PROVINCE_NAMES}|${COUNTRIES.source})$`, 'i');
const US_STATE = new RegExp(`^(?:${US_STATES.source})$`);
const CITY = new RegExp(`^(?:${CITY_NAMES})$`, 'i');

/** The whole text is a state, a province or a country: the wider half of a place. */
export const isRegionLevel = (text: string) => PROVINCE_OR_COUNTRY.test(text.trim()) || US_STATE.test(text.trim());

/** The whole text names a place this list knows ('Pune', 'Texas', 'India', 'CA'), not just contains one. */
export const isKnownPlace = (text: string) => isRegionLevel(text) || CITY.test(text.trim());
